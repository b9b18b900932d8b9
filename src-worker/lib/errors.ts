// The one error type of the API. Thrown anywhere, turned into JSON by app.onError.
import type { ContentfulStatusCode } from "hono/utils/http-status";

export interface ErrorBody {
  error: string;
  code: string;
  issues?: { path: string; message: string }[];
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: ErrorBody["issues"],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { error: this.message, code: this.code, ...(this.issues ? { issues: this.issues } : {}) };
  }
}

export const badRequest = (message: string, issues?: ErrorBody["issues"]) => new ApiError(400, "bad_request", message, issues);
export const unauthorized = (message = "Unauthorized") => new ApiError(401, "unauthorized", message);
export const forbidden = (message = "Forbidden") => new ApiError(403, "forbidden", message);
export const notFound = (message = "Not found") => new ApiError(404, "not_found", message);
export const conflict = (message: string) => new ApiError(409, "conflict", message);
export const payloadTooLarge = (message: string) => new ApiError(413, "payload_too_large", message);
export const unsupportedMediaType = (message: string) => new ApiError(415, "unsupported_media_type", message);

/** When a retry may succeed, in words: "in 40 seconds", "in 1 minute", "in 15 minutes", "in 2 hours". */
function retryWhen(seconds: number): string {
  const unit = (n: number, word: string) => `in ${n} ${word}${n === 1 ? "" : "s"}`;
  if (seconds < 60) return unit(Math.max(1, Math.ceil(seconds)), "second");
  if (seconds < 3600) return unit(Math.ceil(seconds / 60), "minute");
  return unit(Math.ceil(seconds / 3600), "hour");
}

/** A rate limit's answer: Retry-After in seconds, and the same in words at the end of the message. */
export const tooManyRequests = (retryAfterSeconds: number, message = "Too many requests.") =>
  new ApiError(429, "rate_limited", `${message} Please try again ${retryWhen(retryAfterSeconds)}.`, undefined, {
    "Retry-After": String(retryAfterSeconds),
  });
export const serviceUnavailable = (message = "The service is temporarily unavailable. Please try again shortly.") =>
  new ApiError(503, "unavailable", message, undefined, { "Retry-After": "5" });
