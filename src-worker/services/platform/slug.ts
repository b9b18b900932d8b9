// Slugs: lowercase, ASCII letters and digits joined by single hyphens ("Café Olé!" -> "cafe-ole").

const MAX_SLUG = 100;

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // drop accents left as combining marks by NFKD
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "") // "O'Malley's" -> "omalleys", not "o-malley-s"
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG)
    .replace(/-+$/g, "");
}

/** "new-york" -> "New York": the default name of a city created by an import. */
export function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** The first of base, base-2, base-3, ... that is not taken. */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const set = new Set(taken);
  if (!set.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!set.has(candidate)) return candidate;
  }
}
