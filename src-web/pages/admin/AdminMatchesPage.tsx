// /admin/matches: fans' reports against venues, and every competition's matches with their correction
// forms, a page at a time. The competition, stage, team and page are kept in the URL
// (?competition=&stage=&team=&page=; the World Cup's when no competition is given).

import type { AdminClub } from "@shared/contract/admin-clubs";
import { ADMIN_MATCHES_PAGE, type AdminMatch, type AdminMatchQuery } from "@shared/contract/admin-matches";
import type { Team } from "@shared/contract/matches";
import { matchTitle } from "@shared/match-text";
import { apiKeys } from "@shared/query-keys";
import { ArrowLeft, Lock } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useAdminClubs, useAdminMatches, useMatchReports, useReleaseLock } from "../../api/admin";
import { useAdminFailure, useRedirectOn401, withAdminGuard } from "../../components/admin/AdminGuard";
import { FixtureEditForm, STATUS_LABELS } from "../../components/admin/FixtureEditForm";
import { MatchEditForm } from "../../components/admin/MatchEditForm";
import { matchLabel } from "../../components/admin/match-label";
import { card } from "../../components/admin/ui";
import { Badge } from "../../components/ui/Badge";
import { Button } from "../../components/ui/Button";
import { Field, Select } from "../../components/ui/Field";
import { useApiQuery } from "../../lib/api";
import { formatDate } from "../../lib/format";
import { toast } from "../../lib/toast";

const STAGES = ["Group stage", "Round of 32", "Round of 16", "Quarter-final", "Semi-final", "Third-place play-off", "Final"] as const;
type Stage = (typeof STAGES)[number];

const WORLD_CUP = "world-cup-2026";

function useMatchFilter(): [AdminMatchQuery, (f: Partial<AdminMatchQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const rawCompetition = params.get("competition") ?? "";
  const competition = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(rawCompetition) ? rawCompetition : WORLD_CUP;
  const stage = competition === WORLD_CUP ? STAGES.find((s) => s === params.get("stage")) : undefined;
  const rawTeam = params.get("team") ?? "";
  const team = /^[A-Z]{3}$/.test(rawTeam) || /^[a-z0-9][a-z0-9-]{2,}[a-z0-9]$/.test(rawTeam) ? rawTeam : undefined;
  const page = Math.max(1, Math.min(1000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const current: AdminMatchQuery = { competition, stage, team, page };
  const set = (patch: Partial<AdminMatchQuery>) => {
    // A new filter starts again at its first page.
    const f = { ...current, page: 1, ...patch };
    const q = new URLSearchParams();
    if (f.competition !== WORLD_CUP) q.set("competition", f.competition);
    if (f.stage) q.set("stage", f.stage);
    if (f.team) q.set("team", f.team);
    if (f.page > 1) q.set("page", String(f.page));
    setParams(q, { replace: true });
  };
  return [current, set];
}

const REASONS = { not_showing: "not showing the match", closed: "closed" } as const;

function MatchReports() {
  const reports = useMatchReports();
  useRedirectOn401(reports.error);
  return (
    <section aria-labelledby="reports-heading" className={`${card} mb-8`}>
      <h2 id="reports-heading" className="text-xl font-semibold text-slate-900">
        Fan reports
      </h2>
      <p className="mt-1 text-sm text-slate-600">Fans who found a venue not showing a match, or closed. Newest first.</p>
      {reports.isPending && (
        <p role="status" className="mt-3 text-slate-600">
          Loading reports...
        </p>
      )}
      {reports.isError && (
        <p role="alert" className="mt-3 text-red-700">
          Failed to fetch fan reports
        </p>
      )}
      {reports.data?.length === 0 && <p className="mt-3 text-slate-700">No fan reports yet.</p>}
      {reports.data && reports.data.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Fan reports">
          {reports.data.map((r) => (
            <li
              key={`${r.venueId}-${r.matchNumber}`}
              className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
              data-testid="match-report"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  <Link to={`/venue/${r.venueId}`} className="text-pitch-700 hover:underline">
                    {r.venueName}
                  </Link>{" "}
                  <span className="text-slate-600">({r.cityName})</span>
                </p>
                <p className="text-sm text-slate-700">
                  <Link to={`/match/${r.matchNumber}`} className="hover:underline">
                    Match {r.matchNumber} · {r.stage} · {matchTitle(r)}
                  </Link>
                </p>
              </div>
              <div className="text-sm text-slate-700 sm:text-right">
                <p className="font-semibold">
                  {r.count} report{r.count === 1 ? "" : "s"}
                </p>
                <p>
                  {Object.entries(r.reasons)
                    .filter(([, n]) => n > 0)
                    .map(([reason, n]) => `${n} ${REASONS[reason as keyof typeof REASONS]}`)
                    .join(", ")}
                  {" · latest "}
                  {formatDate(r.latestAt)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function score(m: AdminMatch): string | null {
  const r = m.result;
  if (!r) return null;
  const [a, b] = r.aet ?? r.ft;
  const extra = r.penalties ? ` (${r.penalties[0]}-${r.penalties[1]} pens)` : r.aet ? " (a.e.t.)" : "";
  return `${a}-${b}${extra}`;
}

const LOCK_LABELS: Record<AdminMatch["adminLocked"][number], string> = {
  kickoff: "Kick-off",
  round: "Round",
  team1: "Home side",
  team2: "Away side",
  status: "Status",
  result: "Score",
};

/** The fields an admin corrected, each with its Release (the feed may write it again). */
function Locks({ match }: { match: AdminMatch }) {
  const release = useReleaseLock();
  const fail = useAdminFailure();
  if (!match.adminLocked.length) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm text-slate-700" aria-label={`Corrected fields of match ${match.number}`}>
      {match.adminLocked.map((field) => (
        <li key={field} className="flex flex-wrap items-center gap-x-2" data-testid="admin-lock">
          <Lock className="h-3.5 w-3.5 text-slate-500" aria-hidden />
          <span>{LOCK_LABELS[field]} locked by admin correction</span>
          <span aria-hidden>·</span>
          <button
            type="button"
            className="font-medium text-pitch-700 hover:underline disabled:opacity-60"
            disabled={release.isPending}
            aria-label={`Release the ${LOCK_LABELS[field].toLowerCase()} of match ${match.number}: the feed may write it again`}
            onClick={() =>
              release.mutate(
                { number: match.number, field },
                {
                  onSuccess: () =>
                    toast({
                      title: "Lock Released",
                      description: `The feed may write the ${LOCK_LABELS[field].toLowerCase()} of match ${match.number} again.`,
                      variant: "success",
                    }),
                  onError: (err) => fail(err, "Release Failed"),
                },
              )
            }
          >
            Release
          </button>
        </li>
      ))}
    </ul>
  );
}

const UNSURE = { time_tbc: "time to be confirmed", date_tbc: "provisional date" } as const;

/** Where and when, as stored: a World Cup match at its stadium, a league's in its competition's zone. */
function whenText(m: AdminMatch): string {
  const time = m.kickoffPrecision === "exact" ? `${m.kickoffLocal} local (UTC${m.utcOffset})` : `${m.kickoffLocal} (${UNSURE[m.kickoffPrecision]})`;
  return m.stadium ? `${time} · ${m.stadium.name}, ${m.stadium.hostCity}` : `${time} · ${m.timeZone}`;
}

const STATUS_TONES = { played: "green", scheduled: "amber", postponed: "amber", cancelled: "neutral" } as const;

function MatchRow({ match, teams, clubs }: { match: AdminMatch; teams: Team[]; clubs: AdminClub[] }) {
  const [editing, setEditing] = useState(false);
  const result = score(match);
  const worldCup = match.competitionId === WORLD_CUP;
  return (
    <li className={card} data-testid="admin-match">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge tone="navy">Match {match.number}</Badge>
            {(match.group || match.stage || match.round) && <Badge>{match.group ? `Group ${match.group}` : (match.stage ?? match.round)}</Badge>}
            <Badge tone={STATUS_TONES[match.status]}>{STATUS_LABELS[match.status]}</Badge>
          </div>
          <h2 className="mt-2 text-lg font-semibold text-slate-900">
            {matchTitle(match)}
            {result && <span className="ml-2 text-slate-700">{result}</span>}
          </h2>
          <p className="text-sm text-slate-600">{whenText(match)}</p>
          <Locks match={match} />
        </div>
        {!editing && (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit match ${matchLabel(match)}`}>
            Edit
          </Button>
        )}
      </div>
      {editing &&
        (worldCup ? (
          <MatchEditForm match={match} teams={teams} onDone={() => setEditing(false)} />
        ) : (
          <FixtureEditForm match={match} clubs={clubs} onDone={() => setEditing(false)} />
        ))}
    </li>
  );
}

function Pager({ page, more, onPage }: { page: number; more: boolean; onPage: (page: number) => void }) {
  if (page === 1 && !more) return null;
  return (
    <nav aria-label="Match pages" className="mt-6 flex items-center gap-3">
      <Button size="sm" variant="secondary" disabled={page === 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-slate-700">Page {page}</span>
      <Button size="sm" variant="secondary" disabled={!more} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

function ManageMatches() {
  const [filter, setFilter] = useMatchFilter();
  const worldCup = filter.competition === WORLD_CUP;
  const list = useAdminMatches(filter);
  const full = list.data?.length === ADMIN_MATCHES_PAGE;
  // A full page may be the last one: the next page is fetched ahead, so "Next" never leads to nothing (and opens at once).
  const next = useAdminMatches({ ...filter, page: filter.page + 1 }, full);
  const competitions = useApiQuery(apiKeys.admin.competitions(), { staleTime: 60_000 });
  const teams = useApiQuery(apiKeys.teams(), { staleTime: 60 * 60 * 1000, enabled: worldCup });
  const clubs = useAdminClubs({ competition: filter.competition }, !worldCup);
  useRedirectOn401(list.error);
  const sortedTeams = [...(teams.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const clubList = clubs.data?.clubs ?? [];
  const sides = worldCup ? sortedTeams.map((t) => ({ code: t.code, name: t.name })) : clubList;
  const from = (filter.page - 1) * ADMIN_MATCHES_PAGE;
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <Link to="/admin/dashboard" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-pitch-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Dashboard
      </Link>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Manage Matches</h1>
      <MatchReports />
      <form role="search" aria-label="Match filters" className="grid gap-4 sm:grid-cols-3" onSubmit={(e) => e.preventDefault()}>
        <Field label="Competition" id="filter-competition" look="admin">
          <Select value={filter.competition} onChange={(e) => setFilter({ competition: e.target.value, stage: undefined, team: undefined })}>
            {(competitions.data ?? [{ id: WORLD_CUP, nameEn: "World Cup 2026" }]).map((c) => (
              <option key={c.id} value={c.id}>
                {c.nameEn}
              </option>
            ))}
          </Select>
        </Field>
        {worldCup && (
          <Field label="Stage" id="filter-stage" look="admin">
            <Select value={filter.stage ?? ""} onChange={(e) => setFilter({ stage: (e.target.value || undefined) as Stage | undefined })}>
              <option value="">All stages</option>
              {STAGES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label="Team" id="filter-team" look="admin">
          <Select value={filter.team ?? ""} onChange={(e) => setFilter({ team: e.target.value || undefined })}>
            <option value="">All teams</option>
            {sides.map((t) => (
              <option key={t.code} value={t.code}>
                {t.name}
              </option>
            ))}
          </Select>
        </Field>
      </form>
      <div className="mt-6">
        {list.isPending && (
          <p role="status" className="text-slate-600">
            Loading matches...
          </p>
        )}
        {list.isError && (
          <p role="alert" className="text-red-700">
            Failed to fetch matches
          </p>
        )}
        {list.data?.length === 0 && (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">
            {filter.page > 1 ? "No more matches with the selected filters." : "No matches found with the selected filters."}
          </p>
        )}
        {list.data && list.data.length > 0 && (
          <ul className="grid gap-4" aria-label="Matches">
            {list.data.map((m) => (
              <MatchRow key={m.number} match={m} teams={sortedTeams} clubs={clubList} />
            ))}
          </ul>
        )}
      </div>
      {/* Not a live region: a save refreshes the list, and the count is no news then. */}
      {list.data && list.data.length > 0 && (
        <p className="mt-6 text-sm text-slate-600">
          {filter.page === 1 && list.data.length < ADMIN_MATCHES_PAGE
            ? `Showing ${list.data.length} match(es)`
            : `Showing matches ${from + 1}-${from + list.data.length}`}
        </p>
      )}
      <Pager page={filter.page} more={full && next.data?.length !== 0} onPage={(page) => setFilter({ page })} />
    </section>
  );
}

export default withAdminGuard(ManageMatches);
