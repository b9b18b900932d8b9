// The city page's matches: until the World Cup's final, its box (a host city's matches at its stadium, and
// what is next); after it, this weekend's coming matches with the city's venues showing each, a host
// city's World Cup matches below them as its archive (docs/decisions/045).
import type { CityDetail } from "@shared/contract/cities";
import type { Fixture } from "@shared/contract/competitions";
import type { Match } from "@shared/contract/matches";
import { matchPath, matchTitle, resultLine, stageLabel } from "@shared/match-text";
import { apiKeys } from "@shared/query-keys";
import { copySeason, tournamentPhase } from "@shared/tournament";
import { WORLD_CUP_SCHEDULE_PATH } from "@shared/whats-on";
import { ArrowRight, CalendarDays, Trophy } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { useApiQuery } from "../../lib/api";
import { useClockTick } from "../../lib/clock";
import { setWatchCity } from "../../lib/device-choices";
import { visitorDayTime } from "../../lib/match-time";
import { FixtureList } from "../fixtures/FixtureList";
import { MatchListSkeleton } from "../home/MatchList";
import { LiveBadge } from "../match/LiveBadge";
import { useCityWeekend } from "./city-weekend";

/** Each link also makes this city the one the match page shows venues in. */
function MatchList({ matches, label, citySlug }: { matches: Match[]; label: string; citySlug: string }) {
  const t = useTranslations("city.matches");
  const tm = useTranslations("matches");
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label={label}>
      {matches.map((m) => {
        const score = m.result ? resultLine(m.result, tm) : null;
        return (
          <li key={m.number} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                {m.team1 && <span aria-hidden>{m.team1.flag} </span>}
                {matchTitle(m, tm)}
                {m.team2 && <span aria-hidden> {m.team2.flag}</span>}
                {score && <span className="ml-2 text-slate-700">{score}</span>}
              </p>
              <p className="flex items-center gap-1.5 text-sm text-slate-600">
                <CalendarDays className="h-3.5 w-3.5" aria-hidden /> {stageLabel(m.stage, tm)}
                {m.group ? t("group", { group: m.group }) : ""} · {visitorDayTime(m)}
                <LiveBadge match={m} />
              </p>
            </div>
            <Link to={matchPath(m)} onClick={() => setWatchCity(citySlug)} className="shrink-0 text-sm font-semibold text-pitch-700 hover:underline">
              {score ? t("report") : t("whereToWatch")}
              <span className="sr-only"> {matchTitle(m, tm)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** A weekend of five leagues is some 45 matches: the block shows those most venues here show, the rest are a link away. */
const WEEKEND_SHOWN = 12;

/** The matches most shown in the city, in kick-off order. */
const mostShown = (fixtures: Fixture[]) =>
  fixtures.length <= WEEKEND_SHOWN
    ? fixtures
    : fixtures
        .map((f, i) => ({ f, i }))
        .sort((a, b) => (b.f.venueCount ?? 0) - (a.f.venueCount ?? 0) || a.i - b.i)
        .slice(0, WEEKEND_SHOWN)
        .sort((a, b) => a.i - b.i)
        .map(({ f }) => f);

/** This weekend's coming matches of every competition, each with how many of the city's venues show it. */
function WeekendMatches({ city }: { city: CityDetail }) {
  const t = useTranslations("city.season");
  const weekend = useCityWeekend(city.slug, true);
  return (
    <div className="space-y-3">
      <h2 id="city-matches-heading" className="text-2xl font-bold text-slate-900">
        {t("heading")}
      </h2>
      <p className="text-slate-600">{t("note", { city: city.name })}</p>
      {weekend.isError ? (
        <p className="text-slate-600">{t("failed")}</p>
      ) : !weekend.fixtures ? (
        <MatchListSkeleton rows={3} />
      ) : weekend.fixtures.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{t("none")}</p>
      ) : (
        <FixtureList
          fixtures={mostShown(weekend.fixtures)}
          zone={weekend.zone}
          cityName={city.name}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          testId="city-weekend"
          countTestId="match-venue-count"
        />
      )}
      <Link to={`/matches?city=${encodeURIComponent(city.slug)}`} className="inline-flex items-center gap-1 font-semibold text-pitch-700 hover:underline">
        {t("seeAll", { city: city.name })} <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </div>
  );
}

export function CityMatches({ city }: { city: CityDetail }) {
  const t = useTranslations("city.matches");
  const now = useClockTick();
  const phase = tournamentPhase(now);
  const season = copySeason(now) === "season";
  const atStadium = useApiQuery(apiKeys.matches({ city: city.slug }), { enabled: city.host_2026 });
  const today = useApiQuery(apiKeys.matches({ date: now.toISOString().slice(0, 10) }), { enabled: phase === "during" });
  const stadiumMatches = atStadium.data ?? [];
  return (
    <section aria-labelledby="city-matches-heading" className="mt-12 space-y-4" data-testid="city-matches">
      {season && <WeekendMatches city={city} />}
      {city.host_2026 && city.primary_stadium && stadiumMatches.length > 0 && (
        <div className={season ? "space-y-3 pt-6" : "space-y-3"}>
          {season ? (
            <h3 className="text-xl font-bold text-slate-900">{t("atStadium", { stadium: city.primary_stadium })}</h3>
          ) : (
            <h2 id="city-matches-heading" className="text-2xl font-bold text-slate-900">
              {t("atStadium", { stadium: city.primary_stadium })}
            </h2>
          )}
          <MatchList matches={stadiumMatches} label={t("atStadium", { stadium: city.primary_stadium })} citySlug={city.slug} />
        </div>
      )}
      {!season && !(city.host_2026 && stadiumMatches.length > 0) && (
        <h2 id="city-matches-heading" className="text-2xl font-bold text-slate-900">
          {t("heading")}
        </h2>
      )}
      {phase === "before" && (
        <p className="text-slate-700">
          {t("before")}{" "}
          <Link to={WORLD_CUP_SCHEDULE_PATH} className="font-semibold text-pitch-700 hover:underline">
            {t("fullSchedule")}
          </Link>
        </p>
      )}
      {phase === "during" && (
        <div className="space-y-3">
          <h3 className="text-lg font-semibold text-slate-900">{t("today")}</h3>
          {today.data && today.data.length > 0 ? (
            <MatchList matches={today.data} label={t("today")} citySlug={city.slug} />
          ) : (
            today.data && <p className="text-slate-700">{t("noneToday")}</p>
          )}
          <Link to={WORLD_CUP_SCHEDULE_PATH} className="inline-block font-semibold text-pitch-700 hover:underline">
            {t("fullSchedule")}
          </Link>
        </div>
      )}
      {/* After the final only a host city keeps the World Cup's box: its matches there, as an archive. */}
      {phase === "after" && city.host_2026 && stadiumMatches.length > 0 && (
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          <Trophy className="h-4 w-4 text-amber-600" aria-hidden />
          {t("over")}
          <Link to={WORLD_CUP_SCHEDULE_PATH} className="font-semibold text-pitch-700 hover:underline">
            {t("everyResult")}
          </Link>
        </p>
      )}
    </section>
  );
}
