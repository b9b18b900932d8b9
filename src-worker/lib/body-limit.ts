// The one mechanism for request size caps: Hono's bodyLimit (it trusts Content-Length when given
// and counts a chunked body as it arrives), answering with the API's own 413 JSON error, or with the
// caller's own answer on a page for people.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { payloadTooLarge } from "./errors";

export const limitBody = (maxBytes: number, message = "Request body is too large.", answer?: (c: Context) => Response): MiddlewareHandler =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      if (answer) return answer(c);
      throw payloadTooLarge(message);
    },
  });
