// The claim editors' "Add a match" search (owners' and admins'), over GET /api/venues/claim-choices.
// The answer is cached at the edge until the matches change, so the order by the site's clock is
// decided here, where the clock is read: matches not yet over first, in kick-off order, then past
// ones, most recent first. A query of several words finds a fixture when every word is found in one
// of its sides' names (English, Spanish, short name, code), its competition's names, or its label
// (number, round, date): "Real Madrid Osasuna". Accents and case are ignored. docs/decisions/041.
import type { ClaimChoices } from "./contract/claims";
import { MATCH_OVER_MS } from "./tournament";

/** "Atlético" -> "atletico": lower case, accents dropped. */
const foldText = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** When a match counts as over: three hours after its kick-off, as everywhere on the site. */
const isOver = (kickoffAt: string, now: Date) => now.getTime() >= Date.parse(kickoffAt) + MATCH_OVER_MS;

/**
 * The matches of `choices` found by `query`, `chosen` left out, at most `limit`: coming ones first in
 * kick-off order, then past ones most recent first (a number typed whole, that match before all).
 * `labels` (by number) are searched too.
 */
export function searchClaimMatches(
  choices: ClaimChoices,
  query: string,
  now: Date,
  { chosen = [], labels, limit = 8 }: { chosen?: number[]; labels?: Map<number, string>; limit?: number } = {},
): number[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const teamText = new Map(choices.teams.map((t) => [t.code, foldText([t.code, t.name, t.shortName, t.nameEs ?? ""].join(" "))]));
  const competitionText = new Map(choices.competitions.map((c) => [c.id, foldText([c.id, c.nameEn, c.nameEs, c.shortEn, c.shortEs].join(" "))]));
  const skip = new Set(chosen);
  const found = choices.matches.filter((m) => {
    if (skip.has(m.number)) return false;
    const texts = [
      teamText.get(m.side1) ?? foldText(m.side1),
      teamText.get(m.side2) ?? foldText(m.side2),
      competitionText.get(m.competitionId) ?? foldText(m.competitionId),
      foldText(labels?.get(m.number) ?? `${m.number} ${m.round} ${m.kickoffAt.slice(0, 10)}`),
    ];
    return words.every((w) => texts.some((t) => t.includes(w)));
  });
  const coming = found.filter((m) => !isOver(m.kickoffAt, now)).sort((a, b) => a.kickoffAt.localeCompare(b.kickoffAt) || a.number - b.number);
  const past = found.filter((m) => isOver(m.kickoffAt, now)).sort((a, b) => b.kickoffAt.localeCompare(a.kickoffAt) || b.number - a.number);
  // A number typed whole is that match, before the ones whose label merely holds it.
  const exact = (m: { number: number }) => (words.length === 1 && words[0] === String(m.number) ? 0 : 1);
  return [...coming, ...past]
    .sort((a, b) => exact(a) - exact(b))
    .slice(0, limit)
    .map((m) => m.number);
}
