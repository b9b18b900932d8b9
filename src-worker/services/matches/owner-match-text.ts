// How the owner area (English only) names a match and says when it is: as the public cards do
// (shared/fixture-text.ts: "Spurs vs Fulham", "USA v Belgium"; a placeholder date or a missing time
// said as such), in the venue's own zone.
import type { Fixture } from "../../shared/contract/competitions";
import { fixtureTitle, fixtureWhen } from "../../shared/fixture-text";
import { translatorFor } from "../../shared/i18n/translate";

type OwnerMatch = Pick<Fixture, "team1" | "team2" | "team1Slot" | "team2Slot" | "kickoffAt" | "kickoffPrecision" | "timeZone"> & {
  competition: { id: string };
};

const tm = translatorFor("en", "matches");
const tf = translatorFor("en", "fixtures");

export const ownerMatchText = (m: OwnerMatch, venueZone: string): { title: string; when: string } => ({
  title: fixtureTitle(m, tm, "en"),
  when: fixtureWhen(m, "en", venueZone, tf),
});
