// The <option>s of the admin's city pickers (create a post, import a CSV, filter a list).
import { cityLabel } from "../../lib/format";

/** A city list's options; `value` picks what the form sends (id or slug). */
// Every picker names the state: "Springfield, Illinois" and "Springfield, Missouri" are two cities.
export function CityOptions<C extends { id: number; slug: string; name: string; state?: string | null }>({
  cities,
  value,
}: {
  cities: C[] | undefined;
  value: "id" | "slug";
}) {
  return cities?.map((c) => (
    <option key={c.id} value={c[value]}>
      {cityLabel(c)}
    </option>
  ));
}
