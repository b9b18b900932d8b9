// The one way the SPA talks to the Worker: JSON over fetch with cookies, errors as ApiRequestError.
// Reads go through useApiQuery with a key from the shared key table (its answer type comes with it);
// writes through apiFetch, typed by the shared contract (src-worker/shared/contract/). Every write
// carries an Idempotency-Key, one per call (a call is one person's action): when the network drops or
// the Worker answers "try again shortly", the call is sent again with the same key, and the Worker
// does it once and answers the first outcome (docs/decisions/013).

import { D1_BOOKMARK_HEADER } from "@shared/constants";
import type { ApiErrorBody } from "@shared/contract/common";
import type { ApiKey } from "@shared/query-keys";
import { type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { commonT, INTL_TAG, LOCALE } from "./i18n";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    /** The server's human message (its `error` field), or the status text. */
    readonly serverMessage: string,
    bodyText: string,
    statusText: string,
    /** The error's code (its `code` field), when the body had one. */
    readonly code: string | null = null,
    /** Retry-After in seconds, when the answer said when to try again. */
    readonly retryAfter: number | null = null,
    /** The parsed JSON body, for answers that carry more than the message (a stale preview's new one). */
    readonly body: unknown = null,
  ) {
    // docs/spec.md §8: "{status}: {body text or status text}".
    super(`${status}: ${bodyText || statusText}`);
  }
}

/**
 * The newest D1 session bookmark this tab has seen: sent back on every call, so after a write (a save,
 * a rating, a moderation) every read comes from a database copy that already has it. Kept for the tab
 * (sessionStorage) so a reload keeps the guarantee.
 */
const BOOKMARK_KEY = "wcws.d1Bookmark";
let bookmark: string | null = readBookmark();

function readBookmark(): string | null {
  try {
    return sessionStorage.getItem(BOOKMARK_KEY);
  } catch {
    return null;
  }
}

function keepBookmark(res: Response) {
  const next = res.headers.get(D1_BOOKMARK_HEADER);
  // Bookmarks sort in time order; never step back to an older one from a slower answer.
  if (!next || (bookmark && next <= bookmark)) return;
  bookmark = next;
  try {
    sessionStorage.setItem(BOOKMARK_KEY, next);
  } catch {
    // Storage refused (private mode): the in-memory copy still serves this page.
  }
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Automatic retries of one write, after a network failure or an answer asking to retry shortly. */
const WRITE_RETRIES = 2;
/** A retry is automatic only when the Worker asks for at most this many seconds of waiting. */
const MAX_AUTOMATIC_WAIT_S = 5;

/** A fresh Idempotency-Key (a UUID; crypto.randomUUID needs a secure context, so fall back to random bytes). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Seconds to wait before sending a write again, or null when the answer is final. */
async function retryWait(res: Response): Promise<number | null> {
  const wait = Number(res.headers.get("retry-after"));
  if (!Number.isFinite(wait) || wait > MAX_AUTOMATIC_WAIT_S) return null;
  if (res.status === 503) return wait;
  // The same action still running on the server (sent twice at once): wait for its answer.
  if (res.status === 409) {
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as { code?: string } | null;
    return body?.code === "request_in_progress" ? wait : null;
  }
  return null;
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, Math.max(500, seconds * 1000)));

export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const write = WRITES.has((rest.method ?? "GET").toUpperCase());
  const key = write ? newIdempotencyKey() : null;
  const send = () =>
    fetch(path, {
      credentials: "include",
      ...rest,
      headers: {
        Accept: "application/json",
        ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
        ...(key ? { "Idempotency-Key": key } : {}),
        ...(bookmark ? { [D1_BOOKMARK_HEADER]: bookmark } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  let res: Response;
  for (let attempt = 0; ; attempt++) {
    const last = !write || attempt === WRITE_RETRIES;
    try {
      res = await send();
      keepBookmark(res);
    } catch (err) {
      // The request may or may not have reached the Worker: the key makes sending it again safe.
      if (last || rest.signal?.aborted) throw err;
      await sleep(1);
      continue;
    }
    const wait = last || res.ok ? null : await retryWait(res);
    if (wait === null) break;
    await res.body?.cancel();
    await sleep(wait);
  }
  if (!res.ok) {
    const text = await res.text();
    let serverMessage = res.statusText;
    let code: string | null = null;
    let parsed: unknown = null;
    try {
      const body = JSON.parse(text) as ApiErrorBody;
      parsed = body;
      serverMessage = body.error || serverMessage;
      code = body.code ?? null;
    } catch {
      serverMessage = text || serverMessage;
    }
    const retryAfter = Number(res.headers.get("retry-after"));
    throw new ApiRequestError(res.status, serverMessage, text, res.statusText, code, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null, parsed);
  }
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** "in 40 seconds" / "dentro de 40 segundos": when to try again, in the page's language. */
function retryWhen(seconds: number): string {
  const rtf = new Intl.RelativeTimeFormat(INTL_TAG, { numeric: "always" });
  if (seconds < 60) return rtf.format(Math.max(1, Math.ceil(seconds)), "second");
  if (seconds < 3600) return rtf.format(Math.ceil(seconds / 60), "minute");
  return rtf.format(Math.ceil(seconds / 3600), "hour");
}

/**
 * The message to show a person for any error. In English, the server's own message (the spec's texts);
 * in another language, the server's English is replaced: a rate limit says when to try again, anything
 * else falls back to the caller's message or a general one.
 */
export function errorMessage(err: unknown, fallback?: string): string {
  const t = commonT();
  if (err instanceof ApiRequestError) {
    if (LOCALE === "en" && err.serverMessage) return err.serverMessage;
    if (err.status === 429 && err.retryAfter) return t("errors.rateLimited", { wait: retryWhen(err.retryAfter) });
  } else if (LOCALE !== "en" && err instanceof TypeError) return t("errors.network");
  return fallback ?? t("errors.generic");
}

/** Builds "/api/x?a=1&b=2" skipping undefined/false/empty values. */
export function withQuery(path: string, params: Record<string, string | number | boolean | string[] | undefined | null>) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === false || v === "") continue;
    if (Array.isArray(v)) {
      if (v.length) q.set(k, v.join(","));
    } else q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** A GET of the API, typed by its key (src-worker/shared/query-keys.ts). */
export function useApiQuery<T>(queryKey: ApiKey<T>, options: Omit<UseQueryOptions<T>, "queryKey"> = {}) {
  return useQuery<T>({ queryKey, ...options });
}
