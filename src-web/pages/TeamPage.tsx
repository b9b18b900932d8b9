// One team: its matches with results, a calendar to subscribe to, following it on this device, and
// its supporters' venues by city. The address is the lower-case FIFA code: /team/usa.

import type { TeamVenues } from "@shared/contract/match-venues";
import { missingMeta, teamMeta } from "@shared/page-titles";
import { CalendarPlus, Download, MapPin, Star } from "lucide-react";
import { Link, Navigate, useParams } from "react-router";
import { isNotFound } from "../api/cities";
import { useTeam, useTeamVenues } from "../api/matches";
import { Breadcrumb, useHomeCrumb } from "../components/Breadcrumb";
import { MessagePage } from "../components/MessagePage";
import { MatchCard } from "../components/match/MatchCard";
import { Badge } from "../components/ui/Badge";
import { Button, ButtonLink, buttonClass } from "../components/ui/Button";
import { PageSkeleton, SkeletonStack } from "../components/ui/Skeleton";
import { setFollowed, useFollowedTeams } from "../lib/device-choices";
import { useDocumentMeta } from "../lib/document-head";
import { metaT } from "../lib/i18n";
import { visitorDay, visitorDayTime } from "../lib/match-time";
import { SITE } from "../lib/site";

function byCity(list: TeamVenues["venues"]): [string, TeamVenues["venues"]][] {
  const cities = new Map<string, TeamVenues["venues"]>();
  for (const item of list) cities.set(item.venue.cityName, [...(cities.get(item.venue.cityName) ?? []), item]);
  return [...cities.entries()];
}

function SupportersVenues({ code, teamName }: { code: string; teamName: string }) {
  const venues = useTeamVenues(code);
  return (
    <section aria-labelledby="supporters-heading" className="mt-10">
      <h2 id="supporters-heading" className="text-2xl font-bold text-slate-900">
        {teamName} supporters' bars
      </h2>
      {venues.isPending && (
        <p className="mt-3 text-slate-600" role="status">
          Loading venues...
        </p>
      )}
      {venues.data && venues.data.venues.length === 0 && <p className="mt-3 text-slate-600">No venue has told us it is a home for {teamName} fans yet.</p>}
      {venues.data &&
        byCity(venues.data.venues).map(([city, items]) => (
          <div key={city} className="mt-5">
            <h3 className="mb-2 text-lg font-semibold text-slate-900">
              <Link to={`/city/${items[0].venue.citySlug}`} className="hover:text-pitch-700 hover:underline">
                {city}
              </Link>
            </h3>
            <ul className="grid gap-3 sm:grid-cols-2">
              {items.map(({ venue, supporters }) => (
                <li key={venue.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="supporters-venue">
                  <Link to={`/venue/${venue.id}`} className="font-semibold text-slate-900 hover:text-pitch-700 hover:underline">
                    {venue.name}
                  </Link>
                  <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
                    <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
                    <span className="min-w-0 break-words">{venue.address}</span>
                  </p>
                  {supporters.groupName && <p className="mt-1 text-sm text-slate-800">{supporters.groupName}</p>}
                  {(supporters.source === "sample" || venue.isSample) && (
                    <Badge tone="sample" className="mt-2">
                      Sample
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}

export default function TeamPage() {
  const homeCrumb = useHomeCrumb();
  const { code = "" } = useParams();
  const valid = /^[A-Za-z]{3}$/.test(code);
  const team = useTeam(valid ? code : undefined);
  const followed = useFollowedTeams();
  const t = team.data;
  useDocumentMeta(t ? teamMeta(metaT(), SITE.name, t) : undefined);

  if (valid && code !== code.toLowerCase()) return <Navigate to={`/team/${code.toLowerCase()}`} replace />;
  if (!valid || team.isError) {
    const missing = !valid || isNotFound(team.error);
    return (
      <MessagePage
        title={missing ? "team" : "This team could not be loaded"}
        text={missing ? "No World Cup 2026 team has this code." : "Please check your connection and try again."}
        meta={missing ? missingMeta(metaT(), SITE.name, "team") : undefined}
      >
        <ButtonLink to="/matches">See all matches</ButtonLink>
      </MessagePage>
    );
  }
  if (!t) {
    return (
      <PageSkeleton label="Loading team" className="max-w-4xl">
        <SkeletonStack className="space-y-4" blocks={["h-4 w-48", "h-10 w-2/3", "h-5 w-1/3", "h-48 w-full rounded-xl", "h-48 w-full rounded-xl"]} />
      </PageSkeleton>
    );
  }

  const following = followed.includes(t.code);
  const feedPath = `/team/${t.code.toLowerCase()}/calendar.ics`;
  const webcal = `webcal://${window.location.host}${feedPath}`;
  const next = t.matches.find((m) => !m.result);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <Breadcrumb className="mb-4" items={[homeCrumb, { label: "Matches", to: "/matches" }, { label: t.name }]} />
      <header className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-center gap-4">
          <span className="text-5xl" aria-hidden>
            {t.flag}
          </span>
          <div className="min-w-0 flex-1">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t.name}</h1>
            <p className="mt-1 text-slate-600">
              Group {t.group} · {t.confederation}
              {t.finish && ` · ${t.finish}`}
            </p>
          </div>
        </div>
        {next && (
          <p className="mt-4 text-slate-800">
            Next match: <span className="font-semibold">{visitorDayTime(next)}</span>
          </p>
        )}
        <div className="mt-5 flex flex-wrap gap-2">
          <Button variant={following ? "primary" : "outline"} aria-pressed={following} onClick={() => setFollowed(t.code, !following)}>
            <Star className={following ? "h-4 w-4 fill-current" : "h-4 w-4"} aria-hidden />
            {following ? "Following" : "Follow this team"}
          </Button>
          <a href={webcal} className={buttonClass({ variant: "secondary" })}>
            <CalendarPlus className="h-4 w-4" aria-hidden /> Subscribe in your calendar
          </a>
          <a href={feedPath} download className={buttonClass({ variant: "ghost" })}>
            <Download className="h-4 w-4" aria-hidden /> Download .ics
          </a>
        </div>
        <p className="mt-2 text-sm text-slate-600">
          {following
            ? "Saved on this device: your teams are quick filters on the schedule."
            : "Following saves the team on this device, as a quick filter on the schedule."}
        </p>
      </header>

      <section aria-labelledby="team-matches-heading" className="mt-8">
        <h2 id="team-matches-heading" className="mb-3 text-2xl font-bold text-slate-900">
          Matches
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {t.matches.map((m) => (
            <li key={m.number}>
              <MatchCard match={m} showDay={visitorDay(m)} />
            </li>
          ))}
        </ul>
      </section>

      <SupportersVenues code={t.code} teamName={t.name} />
    </div>
  );
}
