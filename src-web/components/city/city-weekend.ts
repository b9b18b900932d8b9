// A city's matches after the World Cup's final: this weekend's coming ones in the visitor's days, each
// with the city's venues that confirmed showing it. The city page's matches block and its "Showing match"
// and "Supporters of" filters read the same answer (what's on's own for this city, so opening it is instant).
import type { Fixture } from "@shared/contract/competitions";
import { apiKeys } from "@shared/query-keys";
import { localDay } from "@shared/time-zones";
import { addDays, isPast, listedDay, whatsOnQuery } from "@shared/whats-on";
import { useMemo } from "react";
import { useApiQuery } from "../../lib/api";
import { useClockTick } from "../../lib/clock";
import { visitorZone } from "../../lib/match-time";

/** The last day of this weekend: the coming Sunday (today on a Sunday). */
const weekendEnd = (today: string) => addDays(today, (7 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7);

/** The matches not past yet whose day is no later than this weekend's Sunday, in kick-off order. */
const weekendFixtures = (list: Fixture[], today: string, zone: string) => {
  const end = weekendEnd(today);
  return list.filter((f) => !isPast(f) && listedDay(f, zone) <= end);
};

export function useCityWeekend(citySlug: string, enabled: boolean) {
  const now = useClockTick();
  const zone = visitorZone();
  const today = localDay(now, zone);
  const answer = useApiQuery(apiKeys.fixtures({ ...whatsOnQuery({ view: "upcoming" }, today, zone, citySlug) }), { enabled });
  const fixtures = useMemo(() => (answer.data ? weekendFixtures(answer.data.matches, today, zone) : undefined), [answer.data, today, zone]);
  return { fixtures, zone, isPending: answer.isPending, isError: answer.isError };
}
