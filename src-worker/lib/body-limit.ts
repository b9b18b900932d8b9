// The one mechanism for request size caps: Hono's bodyLimit (it trusts Content-Length when given
// and counts a chunked body as it arrives), answering with the API's own 413 JSON error.
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { payloadTooLarge } from "./errors";

export const limitBody = (maxBytes: number, message = "Request body is too large."): MiddlewareHandler =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw payloadTooLarge(message);
    },
  });
