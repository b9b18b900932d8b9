// Client-side city search and grouping. The spec's case-insensitive "contains" on the city name, plus
// what people actually type: the state's name or two-letter code, "Saint"/"St.", and common nicknames.
import type { CityListItem } from "@shared/contract/cities";
import { findUsState } from "@shared/us-states";

/** Nicknames → city slugs they stand for. */
const ALIASES: Record<string, string[]> = {
  nyc: ["new-york"],
  "new york city": ["new-york"],
  "big apple": ["new-york"],
  la: ["los-angeles"],
  "bay area": ["san-francisco", "oakland", "san-jose"],
  sf: ["san-francisco"],
  philly: ["philadelphia"],
  kc: ["kansas-city"],
  atl: ["atlanta"],
  nola: ["new-orleans"],
  vegas: ["las-vegas"],
  dfw: ["dallas", "fort-worth", "arlington-tx"],
  "twin cities": ["minneapolis", "saint-paul"],
  slc: ["salt-lake-city"],
  "new jersey": ["east-rutherford", "newark-nj", "jersey-city", "hoboken"],
  "metlife stadium": ["east-rutherford", "new-york"],
  // As Spanish speakers write them.
  "nueva york": ["new-york"],
  "ciudad de nueva york": ["new-york"],
  filadelfia: ["philadelphia"],
  "nueva orleans": ["new-orleans"],
  "san luis": ["st-louis"],
  "area de la bahia": ["san-francisco", "oakland", "san-jose"],
  "nueva jersey": ["east-rutherford", "newark-nj", "jersey-city", "hoboken"],
  "ciudades gemelas": ["minneapolis", "saint-paul"],
  "estadio metlife": ["east-rutherford", "new-york"],
};

/** US states as written in Spanish, to their English names. */
const SPANISH_STATES: Record<string, string> = {
  "carolina del norte": "north carolina",
  "carolina del sur": "south carolina",
  "dakota del norte": "north dakota",
  "dakota del sur": "south dakota",
  "nuevo mexico": "new mexico",
  "nueva jersey": "new jersey",
  "nueva york": "new york",
  "nuevo hampshire": "new hampshire",
  "virginia occidental": "west virginia",
  pensilvania: "pennsylvania",
  luisiana: "louisiana",
  misuri: "missouri",
  misisipi: "mississippi",
  hawai: "hawaii",
  tejas: "texas",
  minesota: "minnesota",
};

/** Lower case, no accents, no dots, "saint" spelt "st", single spaces. */
const normal = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\./g, "")
    .replace(/\bsaint\b/g, "st")
    .replace(/\s+/g, " ")
    .trim();

export function matchesCity(city: CityListItem, text: string): boolean {
  const q = normal(text);
  if (!q) return true;
  if (normal(city.name).includes(q)) return true;
  if (ALIASES[q]?.includes(city.slug)) return true;
  if (!city.state) return false;
  const code = findUsState(city.state)?.code;
  if (q.length === 2) return code?.toLowerCase() === q;
  return normal(city.state) === q || normal(city.state) === SPANISH_STATES[q];
}

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
