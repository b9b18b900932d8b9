// An outbound read with a deadline: past it the request is aborted and the caller's own error is thrown,
// whatever the read was doing (waiting for headers or streaming a body).

/** `work(signal)`'s result, or `timedOut()` thrown after `ms`; the signal aborts the request either way once done. */
export async function withDeadline<T>(ms: number, timedOut: () => Error, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(timedOut());
    }, ms);
  });
  const reading = work(controller.signal);
  // Once the wait is over, the read's own failure is nobody's to handle.
  reading.catch(() => {});
  try {
    return await Promise.race([reading, late]);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
