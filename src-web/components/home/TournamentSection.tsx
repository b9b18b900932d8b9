// The home page's tournament block, by phase: the opening matches before it, today's matches during
// it (the visitor's day, in their time zone), the champion and the final after it.
import type { Match } from "@shared/contract/matches";
import { apiKeys } from "@shared/query-keys";
import type { TournamentPhase } from "@shared/tournament";
import { WORLD_CUP_SCHEDULE_PATH } from "@shared/whats-on";
import { useQueries } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { useApiQuery } from "../../lib/api";
import { dayKey } from "../../lib/match-time";
import { ButtonLink } from "../ui/Button";
import { FINAL } from "./FinalResult";
import { MatchList, MatchListSkeleton } from "./MatchList";
import { utcDaysOfLocalDay } from "./match-text";

/** The UTC days of the first four kick-offs (the hosts' openers among them). */
const OPENING_DAYS = ["2026-06-11", "2026-06-12", "2026-06-13"];
const OPENING_SHOWN = 4;

function Block({ title, intro, children, link, kicker }: { title: string; intro?: string; children: ReactNode; link: ReactNode; kicker?: string }) {
  return (
    <section className="mx-auto max-w-7xl px-4 pt-14" aria-labelledby="tournament-heading" data-testid="tournament-section">
      <div className="mb-6">
        {kicker && <p className="mb-1 text-sm font-semibold uppercase tracking-wide text-amber-800">{kicker}</p>}
        <h2 id="tournament-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-2 text-slate-600">{intro}</p>}
      </div>
      {children}
      <div className="mt-6 flex justify-center">{link}</div>
    </section>
  );
}

const scheduleLink = (label: string) => (
  <ButtonLink to={WORLD_CUP_SCHEDULE_PATH} variant="outline">
    {label} <ArrowRight className="h-4 w-4" aria-hidden />
  </ButtonLink>
);

/** The matches of these UTC days (the API's `date`), merged in kick-off order. */
function useMatchDays(days: string[]) {
  const results = useQueries({ queries: days.map((date) => ({ queryKey: apiKeys.matches({ date }) as readonly unknown[] })) });
  const pending = results.some((r) => r.isPending);
  const error = results.some((r) => r.isError);
  const all = results.flatMap((r) => (r.data as Match[] | undefined) ?? []);
  return { pending, error, matches: all.sort((a, b) => a.kickoffAt.localeCompare(b.kickoffAt)) };
}

function OpeningMatches() {
  const t = useTranslations("home.tournament");
  const { pending, error, matches } = useMatchDays(OPENING_DAYS);
  return (
    <Block title={t("openingTitle")} intro={t("openingIntro")} link={scheduleLink(t("seeSchedule"))}>
      {pending ? (
        <MatchListSkeleton rows={OPENING_SHOWN} />
      ) : error ? (
        <p className="text-slate-600">{t("openingError")}</p>
      ) : (
        <MatchList matches={matches.slice(0, OPENING_SHOWN)} />
      )}
    </Block>
  );
}

function TodayMatches({ now }: { now: Date }) {
  const t = useTranslations("home.tournament");
  const today = dayKey(now);
  const { pending, error, matches } = useMatchDays(utcDaysOfLocalDay(now));
  const todays = matches.filter((m) => dayKey(m.kickoffAt) === today);
  return (
    <Block title={t("todayTitle")} intro={t("todayIntro")} link={scheduleLink(t("seeSchedule"))}>
      {pending ? (
        <MatchListSkeleton rows={3} />
      ) : error ? (
        <p className="text-slate-600">{t("todayError")}</p>
      ) : todays.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{t("todayNone")}</p>
      ) : (
        <MatchList matches={todays} timeOnly />
      )}
    </Block>
  );
}

/** `kicker`: after the final, the section is the tournament's archive and says so. */
export function TournamentSection({ phase, now, kicker }: { phase: TournamentPhase; now: Date; kicker?: string }) {
  if (phase === "before") return <OpeningMatches />;
  if (phase === "during") return <TodayMatches now={now} />;
  return <FinalMatch kicker={kicker} />;
}

function FinalMatch({ kicker }: { kicker?: string }) {
  const t = useTranslations("home.tournament");
  const final = useApiQuery(apiKeys.match(FINAL));
  return (
    <Block title={t("reliveTitle")} intro={t("reliveIntro")} link={scheduleLink(t("seeResults"))} kicker={kicker}>
      {final.isPending ? <MatchListSkeleton rows={1} /> : final.data ? <MatchList matches={[final.data]} /> : null}
    </Block>
  );
}
