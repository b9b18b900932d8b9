// The <option>s of the admin's city pickers (create a post, import a CSV, filter a list).

/** A city list's options; `value` picks what the form sends (id or slug). */
export function CityOptions<C extends { id: number; slug: string; name: string; state?: string | null }>({
  cities,
  value,
  withState,
}: {
  cities: C[] | undefined;
  value: "id" | "slug";
  /** "Portland, Oregon": where two cities share a name. */
  withState?: boolean;
}) {
  return cities?.map((c) => (
    <option key={c.id} value={c[value]}>
      {withState && c.state ? `${c.name}, ${c.state}` : c.name}
    </option>
  ));
}
