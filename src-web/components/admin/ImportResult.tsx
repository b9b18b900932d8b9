// What a CSV import did, under both import forms: the counts, then the rows that failed.

import type { CsvRowError } from "@shared/contract/admin";
import { CheckCircle2 } from "lucide-react";
import { useId } from "react";

export function ImportResult({
  title,
  headingLevel,
  counts,
  errors,
  errorsTitle,
  className,
  children,
}: {
  title: React.ReactNode;
  headingLevel: "h2" | "h3";
  counts: [label: string, value: number][];
  errors: CsvRowError[];
  /** A heading over the failed rows; without one the list is labelled "Row errors". */
  errorsTitle?: string;
  className?: string;
  children?: React.ReactNode;
}) {
  const headingId = useId();
  const Heading = headingLevel;
  return (
    <section className={`rounded-xl border border-pitch-100 bg-pitch-50 p-4 sm:p-5 ${className ?? ""}`} aria-labelledby={headingId} role="status">
      <Heading id={headingId} className="flex items-center gap-2 font-semibold text-pitch-900">
        <CheckCircle2 className="h-5 w-5" aria-hidden /> {title}
      </Heading>
      <dl className={`mt-3 grid gap-3 text-sm ${counts.length === 3 ? "grid-cols-3" : "grid-cols-2 sm:max-w-sm"}`}>
        {counts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {errors.length > 0 && (
        <>
          {errorsTitle && <h3 className="mt-4 text-sm font-semibold text-red-900">{errorsTitle}</h3>}
          <ul className={`${errorsTitle ? "mt-1" : "mt-3"} space-y-1 text-sm text-red-800`} aria-label={errorsTitle ? undefined : "Row errors"}>
            {errors.map((e) => (
              <li key={`${e.row}-${e.message}`}>
                Row {e.row}: {e.message}
              </li>
            ))}
          </ul>
        </>
      )}
      {children}
    </section>
  );
}
