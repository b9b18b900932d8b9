// Client-side city search and grouping (spec: case-insensitive "contains" on the city name).
import type { CityListItem } from "@shared/contract/cities";

export const matchesCity = (city: CityListItem, text: string) => city.name.toLowerCase().includes(text.trim().toLowerCase());

/** Host cities first, then the rest, each alphabetical. */
export const hostsFirst = (a: CityListItem, b: CityListItem) => Number(b.host_2026) - Number(a.host_2026) || a.name.localeCompare(b.name);

export interface StateGroup {
  state: string;
  cities: CityListItem[];
}

/** Cities grouped by state: states alphabetical, cities by name; cities without a state are left out. */
export function groupByState(cities: CityListItem[]): StateGroup[] {
  const groups = new Map<string, CityListItem[]>();
  for (const city of cities) {
    if (!city.state) continue;
    const list = groups.get(city.state) ?? [];
    list.push(city);
    groups.set(city.state, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, list]) => ({ state, cities: list.sort((a, b) => a.name.localeCompare(b.name)) }));
}

export const citiesLabel = (n: number) => `${n} ${n === 1 ? "city" : "cities"}`;
