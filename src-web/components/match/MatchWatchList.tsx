// "Where to watch" on a match page: a city chosen from the list (remembered on this device) or the
// nearest city to the fan; venues that named the match first, then supporters' venues of either side,
// then venues showing every match; who confirmed each claim and when; fans' reports and the way to add one.
// Any competition's match: what it needs of one is its number, kick-off and sides.
import type { MatchVenue } from "@shared/contract/match-venues";
import type { Match } from "@shared/contract/matches";
import { formatMiles } from "@shared/geo";
import { hoursTime } from "@shared/hours";
import { teamName } from "@shared/match-text";
import { type MatchState, type MatchTiming, reportWindow } from "@shared/tournament";
import { LocateFixed, MapPin, Sunrise } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { useCities } from "../../api/cities";
import { useMatchVenues, useReportMatchVenue, useWithdrawMatchReport, type WatchPlace } from "../../api/matches";
import { useAnonymousId } from "../../lib/anonymous-id";
import { errorMessage } from "../../lib/api";
import { setWatchCity, useWatchCity } from "../../lib/device-choices";
import { cityLabel } from "../../lib/format";
import { locationMessage, useGeolocation } from "../../lib/geolocation";
import { LOCALE } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { Confirmation, reportText } from "../claims/Confirmation";
import { Badge } from "../ui/Badge";
import { Button } from "../ui/Button";
import { GoingButton } from "./GoingButton";
import { VenueMatchStatus } from "./VenueMatchStatus";

type WatchMatch = Pick<Match, "number" | "kickoffAt" | "team1" | "team2"> & MatchTiming;

/**
 * "Not showing?": asks before it reports, then offers to take the report back. Shown only while the
 * match's reports are open (the Worker refuses them outside that window too).
 */
function ReportButton({ match, venueId, venueName }: { match: WatchMatch; venueId: number; venueName: string }) {
  const fanId = useAnonymousId();
  const report = useReportMatchVenue(match.number);
  const withdraw = useWithdrawMatchReport(match.number);
  const [step, setStepNow] = useState<"idle" | "confirm" | "created" | "already" | "undone">("idle");
  const t = useTranslations("matches.watch");
  // Each step replaces the button that led to it: keyboard focus moves on to the new step's first button.
  const next = useRef<HTMLButtonElement>(null);
  const focusNext = useRef(false);
  const setStep = (value: typeof step) => {
    focusNext.current = true;
    setStepNow(value);
  };
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    next.current?.focus();
  });
  if (!fanId) return null;
  const failed = (title: string) => (err: Error) => toast({ title, description: errorMessage(err), variant: "destructive" });
  if (step === "created" || step === "already") {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-xs font-medium text-slate-700" role="status">
          {t(step === "created" ? "reported" : "already")}
        </p>
        <Button
          ref={next}
          variant="ghost"
          size="sm"
          className="min-h-10 px-2 text-sm text-slate-700 underline"
          pending={withdraw.isPending}
          pendingLabel={t("undoing")}
          onClick={() => withdraw.mutate({ venueId, fanId }, { onSuccess: () => setStep("undone"), onError: failed(t("undoFailed")) })}
        >
          {t("undo")}
          <span className="sr-only">{t("undoLabel", { venue: venueName })}</span>
        </Button>
      </div>
    );
  }
  if (step === "confirm") {
    return (
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("confirmQuestion", { venue: venueName })}>
        <p className="text-sm text-slate-800">{t("confirmQuestion", { venue: venueName })}</p>
        <Button
          ref={next}
          variant="outline"
          size="sm"
          pending={report.isPending}
          pendingLabel={t("reporting")}
          onClick={() =>
            report.mutate(
              { venueId, fanId, reason: "not_showing" },
              { onSuccess: (r) => setStep(r.created ? "created" : "already"), onError: failed(t("reportFailed")) },
            )
          }
        >
          {t("confirm")}
        </Button>
        <Button variant="ghost" size="sm" disabled={report.isPending} onClick={() => setStep("idle")}>
          {t("cancel")}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {step === "undone" && (
        <p className="text-xs font-medium text-slate-700" role="status">
          {t("undone")}
        </p>
      )}
      <Button ref={next} variant="ghost" size="sm" className="min-h-10 px-2 text-sm text-slate-700 underline" onClick={() => setStep("confirm")}>
        {t("notShowing")}
        <span className="sr-only">{t("reportLabel", { venue: venueName })}</span>
      </Button>
    </div>
  );
}

function WatchItem({ item, match, reportsOpen, goingOpen }: { item: MatchVenue; match: WatchMatch; reportsOpen: boolean; goingOpen: boolean }) {
  const { venue, supporters } = item;
  const t = useTranslations("matches");
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="watch-venue">
      <div className="flex items-start justify-between gap-3">
        <h4 className="text-base font-semibold text-slate-900">
          <Link to={`/venue/${venue.id}`} className="hover:text-pitch-700 hover:underline">
            {venue.name}
          </Link>
        </h4>
        {item.distanceKm !== null && <span className="shrink-0 text-sm font-medium text-slate-700">{formatMiles(item.distanceKm)}</span>}
      </div>
      <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
        <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
        <span className="min-w-0 break-words">{venue.address}</span>
      </p>
      {supporters && (
        <p className="mt-2 text-sm text-slate-800">
          <span aria-hidden>{supporters.team.flag}</span> {t("watch.teamSupporters", { team: teamName(supporters.team, t) })}
          {supporters.groupName && ` · ${supporters.groupName}`}
        </p>
      )}
      {item.opensEarly && (
        <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm font-medium text-slate-800" data-testid="opens-early">
          <Sunrise className="h-4 w-4 text-amber-600" aria-hidden />
          {t("watch.opensEarly", { time: hoursTime(item.opensEarly.at, LOCALE), kickoff: hoursTime(item.opensEarly.kickoff, LOCALE) })}
          <Confirmation claim={item.opensEarly} />
        </p>
      )}
      {item.status && <VenueMatchStatus facts={item.status} className="mt-2" />}
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <Confirmation claim={item.claim} />
        {venue.isSample && item.claim.source !== "sample" && <Badge tone="sample">{t("watch.sample")}</Badge>}
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        {item.reportCount !== null ? (
          <p className="text-sm font-medium text-amber-900" data-testid="report-count">
            {reportText(item.reportCount)}
          </p>
        ) : (
          <span />
        )}
        {reportsOpen && <ReportButton match={match} venueId={venue.id} venueName={venue.name} />}
      </div>
      {goingOpen && <GoingButton number={match.number} venueId={venue.id} venueName={venue.name} goingCount={item.goingCount} />}
    </li>
  );
}

function groupTitle(t: ReturnType<typeof useTranslations<"matches">>, reason: MatchVenue["reason"], m: WatchMatch): string {
  if (reason === "match") return t("watch.showing");
  if (reason === "all_matches") return t("watch.allMatches");
  const names = [m.team1, m.team2].flatMap((team) => (team ? [teamName(team, t)] : []));
  if (names.length === 0) return t("watch.supporters");
  return t("watch.supportersFor", { teams: names.length === 2 ? t("watch.or", { first: names[0], second: names[1] }) : names[0] });
}

const REASONS: MatchVenue["reason"][] = ["match", "supporters", "all_matches"];

const selectClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-pitch-600 focus:outline-none focus:ring-2 focus:ring-pitch-600";

export function MatchWatchList({ match, state, now }: { match: WatchMatch; state: MatchState; now: Date }) {
  const t = useTranslations("matches");
  const cities = useCities();
  const savedCity = useWatchCity();
  const geo = useGeolocation();
  const [near, setNear] = useState(false);
  // Rounded to about 100 m: enough for distances, fewer distinct cache keys, less said about the fan.
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const where: WatchPlace | null =
    near && geo.position ? { lat: round(geo.position.lat), lng: round(geo.position.lng) } : savedCity ? { city: savedCity } : null;
  const venues = useMatchVenues(match.number, where);
  const answer = venues.data;
  const reportsOpen = reportWindow(match, now) === "open";

  // The nearest city found from the fan's position becomes the remembered choice.
  useEffect(() => {
    if (near && answer?.city && answer.city.slug !== savedCity) setWatchCity(answer.city.slug);
  }, [near, answer?.city, savedCity]);

  const cityList = [...(cities.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const cityName = answer?.city?.name;
  const message = locationMessage(geo.status);

  return (
    <section aria-labelledby="watch-heading" className="mt-8">
      <h2 id="watch-heading" className="text-2xl font-bold text-slate-900">
        {t("watch.heading")}
      </h2>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="block flex-1 text-sm font-medium text-slate-800">
          {t("watch.city")}
          <select
            value={savedCity ?? ""}
            onChange={(e) => {
              setNear(false);
              setWatchCity(e.target.value || null);
            }}
            className={selectClass}
          >
            <option value="">{t("watch.chooseCity")}</option>
            {cityList.map((c) => (
              <option key={c.slug} value={c.slug}>
                {cityLabel(c)}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="outline"
          pending={geo.status === "locating"}
          pendingLabel={t("watch.locating")}
          onClick={() => {
            setNear(true);
            geo.request();
          }}
        >
          <LocateFixed className="h-4 w-4" aria-hidden /> {t("watch.useLocation")}
        </Button>
      </div>
      {near && message && (
        <p className="mt-2 text-sm text-slate-700" role="status">
          {message}
        </p>
      )}

      {!where && <p className="mt-4 text-slate-600">{t("watch.prompt")}</p>}
      {where && venues.isPending && (
        <p className="mt-4 text-slate-600" role="status">
          {t("watch.loading")}
        </p>
      )}
      {venues.isError && (
        <p className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-800" role="alert">
          {errorMessage(venues.error, t("watch.error"))}
        </p>
      )}
      {answer && (
        <div className="mt-4" data-testid="watch-list">
          <p className="font-medium text-slate-700" role="status">
            {answer.venues.length === 0
              ? t("watch.none", { city: cityName ?? t("watch.thisCity") })
              : t(state === "upcoming" ? "watch.upcoming" : "watch.past", { count: answer.venues.length, city: cityName ?? "" })}
          </p>
          {REASONS.map((reason) => {
            const items = answer.venues.filter((v) => v.reason === reason);
            if (items.length === 0) return null;
            return (
              <div key={reason} className="mt-5">
                <h3 className="mb-2 text-lg font-semibold text-slate-900">{groupTitle(t, reason, match)}</h3>
                <ul className="grid gap-3 sm:grid-cols-2">
                  {items.map((item) => (
                    <WatchItem key={item.venue.id} item={item} match={match} reportsOpen={reportsOpen} goingOpen={state === "upcoming" || state === "live"} />
                  ))}
                </ul>
              </div>
            );
          })}
          {answer.city && (
            <p className="mt-5 text-sm">
              <Link to={`/city/${answer.city.slug}`} className="font-medium text-pitch-700 underline hover:text-pitch-800">
                {t("watch.allInCity", { city: answer.city.name })}
              </Link>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
