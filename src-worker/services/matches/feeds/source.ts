// A source's text, read within the limits (docs/decisions/028): at most 5 MB and 5,000 fixtures, an
// address answered within 10 seconds. Over a limit, or unreadable, the whole source is refused with
// the reason; nothing of it is applied. The count is taken before any row is read, so a file of
// 100,000 rows is refused at once.
import { decodeText } from "../../../lib/file-type";
import { readCapped } from "../../../lib/read-capped";
import { withDeadline } from "../../../lib/with-deadline";
import { FEED_TIMEOUT_MS, MAX_FEED_BYTES, MAX_FEED_FIXTURES } from "../../../shared/limits";
import { readFixtureCsv } from "./csv";
import { readIcs } from "./ics";
import { readOpenfootballText } from "./openfootball";
import { FeedError, type FeedRead } from "./rows";

export type FeedKind = "openfootball" | "ics" | "csv";

/** The fetch a refresh uses: the Worker's own in production, a local stand-in in tests and development. */
export type FeedFetch = (url: string, init: RequestInit) => Promise<Response>;

const tooLarge = () => new FeedError("The source is over 5 MB: a source that large is refused whole.");
const tooMany = (n: number | string) =>
  new FeedError(
    `The source holds ${typeof n === "number" ? n.toLocaleString("en-US") : n} fixtures, over the limit of ${MAX_FEED_FIXTURES.toLocaleString("en-US")}: it is refused whole.`,
  );

/** Counts occurrences without building an array (a large file is scanned once). */
function occurrences(text: string, pattern: RegExp, stopAfter: number): number {
  let n = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text)) if (++n > stopAfter) break;
  return n;
}

/** Reads a source's text in its format, within the limits. */
export function readFeed(kind: FeedKind, source: string, timeZone: string): FeedRead {
  if (new TextEncoder().encode(source).length > MAX_FEED_BYTES) throw tooLarge();
  if (kind === "csv") {
    // Lines that hold anything, minus the header: a cell spanning lines can only make this larger.
    const lines = occurrences(source, /[^\r\n][^\r\n]*/g, MAX_FEED_FIXTURES + 1) - 1;
    if (lines > MAX_FEED_FIXTURES) throw tooMany("more than 5,000");
  }
  if (kind === "ics" && occurrences(source, /^BEGIN:VEVENT/gim, MAX_FEED_FIXTURES) > MAX_FEED_FIXTURES) throw tooMany("more than 5,000");
  const read = kind === "csv" ? readFixtureCsv(source, timeZone) : kind === "ics" ? readIcs(source, timeZone) : readOpenfootballText(source, timeZone);
  const total = read.rows.length + read.rejected.length;
  if (total > MAX_FEED_FIXTURES) throw tooMany(total);
  return read;
}

/**
 * Reads an address: 10 seconds at most for the whole answer, 5 MB at most (the declared length, then
 * as it streams), UTF-8 text. The wait is raced, so a fetch that ignores its signal cannot hold a refresh.
 */
export function fetchFeed(fetchFn: FeedFetch, url: string, timeoutMs = FEED_TIMEOUT_MS, headers: Record<string, string> = {}): Promise<string> {
  return withDeadline(
    timeoutMs,
    () => new FeedError(`The source did not answer within ${timeoutMs / 1000} seconds.`),
    (signal) => read(fetchFn, url, signal, headers),
  );
}

/** A source that answered with an error status: the status and its headers (a 429's wait) travel with the reason. */
export class FeedStatusError extends FeedError {
  constructor(
    message: string,
    readonly status: number,
    readonly headers: Headers,
  ) {
    super(message);
  }
}

async function read(fetchFn: FeedFetch, url: string, signal: AbortSignal, headers: Record<string, string>): Promise<string> {
  let res: Response;
  try {
    res = await fetchFn(url, { signal, redirect: "follow", headers: { accept: "application/json, text/calendar, text/csv, */*", ...headers } });
  } catch (err) {
    throw new FeedError(`The source could not be reached (${err instanceof Error ? err.message : String(err)}).`);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new FeedStatusError(`The source answered ${res.status}${res.statusText ? ` ${res.statusText}` : ""}, not the file.`, res.status, res.headers);
  }
  if (Number(res.headers.get("content-length") ?? 0) > MAX_FEED_BYTES) {
    await res.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  const bytes = await readCapped(
    res,
    MAX_FEED_BYTES,
    tooLarge,
    (err) => new FeedError(`The source's answer broke off (${err instanceof Error ? err.message : String(err)}).`),
  );
  const text = decodeText(bytes);
  if (text === null) throw new FeedError("The source is not text (it is not UTF-8, or holds binary data).");
  return text;
}
