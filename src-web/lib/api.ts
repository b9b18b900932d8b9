// The one way the SPA talks to the Worker: JSON over fetch with cookies, errors as ApiRequestError.
// Reads go through useApiQuery with a key from the shared key table (its answer type comes with it);
// writes through apiFetch, typed by the shared contract (src-worker/shared/contract/).

import { D1_BOOKMARK_HEADER } from "@shared/constants";
import type { ApiErrorBody } from "@shared/contract/common";
import type { ApiKey } from "@shared/query-keys";
import { type UseQueryOptions, useQuery } from "@tanstack/react-query";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    /** The server's human message (its `error` field), or the status text. */
    readonly serverMessage: string,
    bodyText: string,
    statusText: string,
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

export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const res = await fetch(path, {
    credentials: "include",
    ...rest,
    headers: {
      Accept: "application/json",
      ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(bookmark ? { [D1_BOOKMARK_HEADER]: bookmark } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  keepBookmark(res);
  if (!res.ok) {
    const text = await res.text();
    let serverMessage = res.statusText;
    try {
      serverMessage = (JSON.parse(text) as ApiErrorBody).error || serverMessage;
    } catch {
      serverMessage = text || serverMessage;
    }
    throw new ApiRequestError(res.status, serverMessage, text, res.statusText);
  }
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** The message to show a person for any error (server message when there is one). */
export function errorMessage(err: unknown, fallback = "Please try again later."): string {
  if (err instanceof ApiRequestError) return err.serverMessage || fallback;
  return fallback;
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
