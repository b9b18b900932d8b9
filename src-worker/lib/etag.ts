// If-None-Match compares weakly (RFC 9110 §13.1.2): the edge turns a strong ETag into a weak one
// (W/"...") when it compresses an answer, so the browser sends back the weak form and an exact
// string comparison would never answer 304 once deployed.

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/** Whether an If-None-Match header names this ETag (weakly), or is "*". */
export function ifNoneMatchHits(header: string | undefined | null, etag: string): boolean {
  if (!header || !etag) return false;
  const mine = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === mine);
}
