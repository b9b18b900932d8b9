// The venue page's "Matches shown here": what the venue says about the matches it shows (every
// competition, a competition, named matches, supporters' venue), each claim with who confirmed it and
// when, and fans' reports once enough of them agree. Across competitions, upcoming matches come first.

import type { ClaimMeta, VenueClaims } from "@shared/contract/claims";
import { competitionName, fixtureTitle, fixtureWhen, roundLabel } from "@shared/fixture-text";
import { matchPath, matchTitle, resultLine, stageLabel, teamName, teamPath } from "@shared/match-text";
import { type MatchTiming, matchState } from "@shared/tournament";
import { CalendarDays, Flag, Tv } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { useVenueGoing } from "../../api/going";
import { useSiteNow } from "../../lib/clock";
import { LOCALE } from "../../lib/i18n";
import { visitorDayTime, visitorZone } from "../../lib/match-time";
import { Confirmation, reportText } from "../claims/Confirmation";
import { GoingButton } from "../match/GoingButton";
import { LiveBadge } from "../match/LiveBadge";
import { Badge } from "../ui/Badge";

type Shown = NonNullable<VenueClaims["showing"]>[number];

/** Upcoming matches first, soonest first; then the ones played, latest first. */
function upcomingFirst(showing: Shown[], now: Date): { upcoming: Shown[]; earlier: Shown[] } {
  // Past as the match pages count it (shared/tournament.ts): over, or never confirmed and past its day or weekend.
  const over = (s: Shown) => {
    const state = matchState(s.fixture, now);
    return state === "over" || state === "unconfirmed";
  };
  return { upcoming: showing.filter((s) => !over(s)), earlier: showing.filter(over).reverse() };
}

type GoingVenue = { id: number; name: string };

export function VenueMatchClaims({ claims, venue }: { claims: VenueClaims; venue?: GoingVenue }) {
  const t = useTranslations("venues.matchClaims");
  // Team and stage names in the page's language, as the match pages name them.
  const tm = useTranslations("matches");
  const { showsAllMatches, matches, supporters, reports } = claims;
  // A venue that claims something beyond the World Cup: its matches across competitions.
  if (claims.showing) return <AcrossCompetitions claims={claims} venue={venue} />;
  if (!showsAllMatches && matches.length === 0 && supporters.length === 0) return null;
  const reportsOn = new Map(reports.map((r) => [r.matchNumber, r.count]));
  // Reports on matches the venue did not name (it shows every match, or hosts a team's supporters).
  const otherReports = reports.filter((r) => !matches.some((c) => c.match.number === r.matchNumber));
  return (
    <section aria-labelledby="matches-heading" className="space-y-3" data-testid="venue-match-claims">
      <h2 id="matches-heading" className="text-xl font-semibold text-slate-900">
        {showsAllMatches ? t("showsAll") : t("shownHere")}
      </h2>
      <Supporters supporters={supporters} />
      {showsAllMatches && (
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          <Tv className="h-4 w-4 text-slate-500" aria-hidden />
          {t("everyMatch")} <Confirmation claim={showsAllMatches} />
        </p>
      )}
      {matches.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label={t("named")}>
          {matches.map(({ match: m, ...claim }) => {
            const reported = reportsOn.get(m.number);
            return (
              <li key={m.number} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                <MatchHead
                  match={m}
                  title={matchTitle(m, tm)}
                  reported={reported}
                  line={t("matchLine", { number: String(m.number), stage: stageLabel(m.stage, tm), when: visitorDayTime(m) })}
                />
                <Confirmation claim={claim} />
              </li>
            );
          })}
        </ul>
      )}
      {otherReports.length > 0 && (
        <ul className="space-y-1 text-sm text-amber-800" aria-label={t("reportsList")}>
          {otherReports.map((r) => (
            <li key={r.matchNumber}>
              <Link to={`/match/${r.matchNumber}`} className="underline">
                {t("match", { number: String(r.matchNumber) })}
              </Link>
              : {reportText(r.count)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Supporters({ supporters }: { supporters: VenueClaims["supporters"] }) {
  const t = useTranslations("venues.matchClaims");
  const tm = useTranslations("matches");
  if (supporters.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={t("supportersList")}>
      {supporters.map((s) => (
        <li key={s.team.code} className="flex flex-wrap items-center gap-2">
          <Badge tone="green" testId="supporters-badge">
            <Flag className="h-3.5 w-3.5" aria-hidden />
            <span aria-hidden>{s.team.flag}</span> {t("supportersBadge", { team: teamName(s.team, tm) })}
          </Badge>
          {s.groupName && <span className="text-sm text-slate-700">{s.groupName}</span>}
          <Confirmation claim={s} />
          <Link to={teamPath(s.team.code)} className="text-sm font-semibold text-pitch-700 hover:underline">
            {t("teamMatches", { team: teamName(s.team, tm) })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "Every Premier League match" (or every competition's), with who confirmed it and when. */
function EveryMatchLine({ text, claim }: { text: string; claim: ClaimMeta }) {
  return (
    <li className="flex flex-wrap items-center gap-2 text-slate-700" data-testid="every-match-claim">
      <Tv className="h-4 w-4 text-slate-500" aria-hidden />
      <span className="font-medium">{text}</span> <Confirmation claim={claim} />
    </li>
  );
}

function ShownList({ label, shown, reportsOn, going }: { label: string; shown: Shown[]; reportsOn: Map<number, number>; going?: GoingVenue }) {
  const t = useTranslations("venues.matchClaims");
  const tm = useTranslations("matches");
  const tf = useTranslations("fixtures");
  const goingCounts = useVenueGoing(going && shown.length > 0 ? going.id : undefined);
  if (shown.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{label}</h3>
      <ul className="mt-1 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label={label}>
        {shown.map(({ fixture: m, claim }) => {
          const reported = reportsOn.get(m.number);
          const why =
            claim.kind === "all"
              ? t("everyCompetition")
              : claim.kind === "competition"
                ? t("everyCompetitionMatch", { competition: competitionName(m.competition, LOCALE) })
                : null;
          return (
            <li key={m.number} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4" data-testid="shown-match">
              <MatchHead
                match={m}
                title={fixtureTitle(m, tm, LOCALE)}
                reported={reported}
                line={`${t("fixtureLine", { competition: competitionName(m.competition, LOCALE), round: m.round ? roundLabel({ round: m.round }, tm) : m.stage ? stageLabel(m.stage, tm) : "" })} · ${fixtureWhen(m, LOCALE, visitorZone(), tf)}`}
              >
                {going && <GoingButton number={m.number} venueId={going.id} venueName={going.name} goingCount={goingCounts.get(m.number)} />}
              </MatchHead>
              <p className="flex flex-wrap items-center gap-x-2 text-right">
                {why && <span className="text-xs font-medium text-slate-700">{why}</span>}
                <Confirmation claim={claim} />
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A match's row on the venue page: its name (a link), score and live badge, a line under it, fans' reports, and what follows. */
function MatchHead({
  match: m,
  title,
  line,
  reported,
  children,
}: {
  match: Parameters<typeof matchPath>[0] & { result: Parameters<typeof resultLine>[0] | null; kickoffAt: string } & MatchTiming;
  title: string;
  line: string;
  reported: number | undefined;
  children?: React.ReactNode;
}) {
  const tm = useTranslations("matches");
  const score = m.result ? resultLine(m.result, tm) : null;
  return (
    <div className="min-w-0">
      <Link to={matchPath(m)} className="font-semibold text-slate-900 hover:text-pitch-700 hover:underline">
        {title}
      </Link>
      {score && <span className="ml-2 font-semibold text-slate-700">{score}</span>} <LiveBadge match={m} />
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <CalendarDays className="h-3.5 w-3.5" aria-hidden /> {line}
      </p>
      {reported && <p className="text-sm font-medium text-amber-800">{reportText(reported)}</p>}
      {children}
    </div>
  );
}

/** Claims across competitions: the competitions shown whole, supporters' venue, then the matches (upcoming first). */
function AcrossCompetitions({ claims, venue }: { claims: VenueClaims; venue?: GoingVenue }) {
  const t = useTranslations("venues.matchClaims");
  const now = useSiteNow(60_000);
  const { upcoming, earlier } = upcomingFirst(claims.showing ?? [], now);
  const reportsOn = new Map(claims.reports.map((r) => [r.matchNumber, r.count]));
  const competitions = claims.competitions ?? [];
  return (
    <section aria-labelledby="matches-heading" className="space-y-3" data-testid="venue-match-claims">
      <h2 id="matches-heading" className="text-xl font-semibold text-slate-900">
        {t("shownHere")}
      </h2>
      {(claims.allCompetitions || competitions.length > 0) && (
        <ul className="space-y-1">
          {claims.allCompetitions && <EveryMatchLine text={t("everyCompetition")} claim={claims.allCompetitions} />}
          {competitions.map((c) => (
            <EveryMatchLine key={c.competition.id} text={t("everyCompetitionMatch", { competition: competitionName(c.competition, LOCALE) })} claim={c} />
          ))}
        </ul>
      )}
      <Supporters supporters={claims.supporters} />
      <ShownList label={t("upcoming")} shown={upcoming} reportsOn={reportsOn} going={venue} />
      <ShownList label={t("earlier")} shown={earlier} reportsOn={reportsOn} />
    </section>
  );
}
