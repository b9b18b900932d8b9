// A fetched answer's body read whole, but never past a size cap: a source or API that answers more than
// asked is cut off as soon as it passes the cap, before it fills the Worker's memory.

/**
 * The body's bytes, at most `max` of them. Past the cap the read stops with `tooLarge()`; a stream that
 * breaks off ends with `broken(err)`.
 */
export async function readCapped(res: Response, max: number, tooLarge: () => Error, broken: (err: unknown) => Error): Promise<Uint8Array> {
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let over: Error | null = null;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => {});
        over = tooLarge();
        throw over;
      }
      chunks.push(value);
    }
  } catch (err) {
    throw err === over ? err : broken(err);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}
