// What an import can tell about a city from its venues' rows: the state (from the addresses), a
// centre (from the venues' coordinates) and a time zone (from the state). See decision 012.
import { findUsState, type UsState } from "../../shared/us-states";

/** A trailing country ("USA", "United States") is not part of the state. */
const COUNTRY = /,?\s*(?:USA|U\.S\.A\.|US|United States(?: of America)?)\.?\s*$/i;

/**
 * The state an address names at its end: "..., Boise, ID 83702", "..., Boise, ID", "..., Boise,
 * Idaho 83702". Two-letter codes count only in capitals ("in" is not Indiana).
 */
export function stateFromAddress(address: string): UsState | undefined {
  const text = address.trim().replace(COUNTRY, "");
  const m = /,\s*([A-Za-z][A-Za-z .]*?)\.?(?:\s+\d{5}(?:-\d{4})?)?\s*$/.exec(text);
  if (!m) return undefined;
  const candidate = m[1].trim();
  if (candidate.length === 2 && candidate !== candidate.toUpperCase()) return undefined;
  return findUsState(candidate);
}

/**
 * The state most addresses name, when more than half of those that name one agree on it (a metro
 * across a state line, like Kansas City, is not guessed).
 */
export function stateOfAddresses(addresses: string[]): UsState | undefined {
  const votes = new Map<UsState, number>();
  let named = 0;
  for (const a of addresses) {
    const state = stateFromAddress(a);
    if (!state) continue;
    named++;
    votes.set(state, (votes.get(state) ?? 0) + 1);
  }
  for (const [state, n] of votes) if (n * 2 > named) return state;
  return undefined;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The centre of the venues: the median latitude and longitude, so one mistyped row (a lost minus
 * sign, a digit dropped) does not move the city; rounded to 4 decimals (about 10 m).
 */
export function centreOf(points: { lat: number; lng: number }[]): { lat: number; lng: number } | undefined {
  if (points.length === 0) return undefined;
  const round = (n: number) => Math.round(n * 1e4) / 1e4;
  return { lat: round(median(points.map((p) => p.lat))), lng: round(median(points.map((p) => p.lng))) };
}
