// Writing CSV that spreadsheets open safely and the importer reads back unchanged: Papa Parse quotes
// what needs quoting; a text cell that a spreadsheet would run as a formula (it starts with = + - @,
// a tab or a carriage return: OWASP's CSV injection list) gets a leading apostrophe, which the
// importer takes off again (unescapeFormula). Numbers are written as numbers, so -122.3 stays one.
import Papa from "papaparse";

/** OWASP's formula triggers, matched on the first character only (so a multi-line cell is caught too). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Spreadsheets read a UTF-8 file as UTF-8 when it starts with a byte-order mark; the importer drops it. */
const BOM = "\uFEFF";

export type CsvCell = string | number | null;

export function toCsv(header: readonly string[], rows: CsvCell[][]): string {
  return BOM + Papa.unparse({ fields: [...header], data: rows }, { escapeFormulae: FORMULA_START, newline: "\r\n" });
}

/** A cell as written by toCsv, back to its value ("'=1+1" -> "=1+1"). */
export function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
