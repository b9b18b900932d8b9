// Choices kept on this device only (localStorage): the teams a fan follows and the city they watch
// matches in. Nothing is sent to the server. Every component reading one updates when it changes.
import { useSyncExternalStore } from "react";

function deviceValue<T>(key: string, fallback: T, valid: (v: unknown) => v is T) {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: T } | null = null;
  const read = (): T => {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      return fallback; // storage disabled: nothing is remembered
    }
    if (cached && cached.raw === raw) return cached.value;
    let value = fallback;
    try {
      const parsed: unknown = raw === null ? fallback : JSON.parse(raw);
      if (valid(parsed)) value = parsed;
    } catch {
      // A damaged entry is forgotten.
    }
    cached = { raw, value };
    return value;
  };
  const write = (value: T) => {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage disabled: the choice lasts this page view only
    }
    for (const l of listeners) l();
  };
  const subscribe = (l: () => void) => {
    listeners.add(l);
    const onStorage = (e: StorageEvent) => e.key === key && l();
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(l);
      window.removeEventListener("storage", onStorage);
    };
  };
  const use = () => useSyncExternalStore(subscribe, read, () => fallback);
  return { use, write, read };
}

/** A nation's FIFA code (USA) or a club's code (arsenal, real-madrid). */
const TEAM_CODE = /^(?:[A-Z]{3}|[a-z0-9]+(?:-[a-z0-9]+)*)$/;
const isCodeList = (v: unknown): v is string[] => Array.isArray(v) && v.every((c) => typeof c === "string" && TEAM_CODE.test(c));
const followed = deviceValue<string[]>("wcws.followedTeams", [], isCodeList);

/** The codes of the teams followed on this device (nations' FIFA codes, clubs' codes), in the order they were followed. */
export const useFollowedTeams = () => followed.use();

export function setFollowed(code: string, follow: boolean) {
  const list = followed.read().filter((c) => c !== code);
  followed.write(follow ? [...list, code] : list);
}

const isSlugOrNull = (v: unknown): v is string | null => v === null || (typeof v === "string" && /^[a-z0-9-]{1,120}$/.test(v));
const watchCity = deviceValue<string | null>("wcws.watchCity", null, isSlugOrNull);

/** The city whose venues the match pages show (a site city slug), remembered across visits. */
export const useWatchCity = () => watchCity.use();
export const setWatchCity = (slug: string | null) => watchCity.write(slug);
