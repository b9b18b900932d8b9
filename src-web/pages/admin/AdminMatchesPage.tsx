// /admin/matches: fans' reports against venues, and every match with its correction form. The
// stage and team filters are kept in the URL (?stage=&team=).

import type { AdminMatch, AdminMatchFilter } from "@shared/contract/admin-matches";
import type { Team } from "@shared/contract/matches";
import { matchTitle } from "@shared/match-text";
import { apiKeys } from "@shared/query-keys";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useAdminMatches, useMatchReports } from "../../api/admin";
import { useRedirectOn401, withAdminGuard } from "../../components/admin/AdminGuard";
import { MatchEditForm } from "../../components/admin/MatchEditForm";
import { matchLabel } from "../../components/admin/match-label";
import { card } from "../../components/admin/ui";
import { Badge } from "../../components/ui/Badge";
import { Button } from "../../components/ui/Button";
import { Field, Select } from "../../components/ui/Field";
import { useApiQuery } from "../../lib/api";
import { formatDate } from "../../lib/format";

const STAGES = ["Group stage", "Round of 32", "Round of 16", "Quarter-final", "Semi-final", "Third-place play-off", "Final"] as const;
type Stage = (typeof STAGES)[number];

function useMatchFilter(): [AdminMatchFilter, (f: AdminMatchFilter) => void] {
  const [params, setParams] = useSearchParams();
  const stage = STAGES.find((s) => s === params.get("stage"));
  const team = /^[A-Z]{3}$/.test(params.get("team") ?? "") ? params.get("team")! : undefined;
  const set = (f: AdminMatchFilter) => {
    const q = new URLSearchParams();
    if (f.stage) q.set("stage", f.stage);
    if (f.team) q.set("team", f.team);
    setParams(q, { replace: true });
  };
  return [{ stage, team }, set];
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

function MatchRow({ match, teams }: { match: AdminMatch; teams: Team[] }) {
  const [editing, setEditing] = useState(false);
  const result = score(match);
  return (
    <li className={card} data-testid="admin-match">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge tone="navy">Match {match.number}</Badge>
            <Badge>{match.group ? `Group ${match.group}` : match.stage}</Badge>
            <Badge tone={match.status === "played" ? "green" : "amber"}>{match.status === "played" ? "Played" : "Scheduled"}</Badge>
          </div>
          <h2 className="mt-2 text-lg font-semibold text-slate-900">
            {matchTitle(match)}
            {result && <span className="ml-2 text-slate-700">{result}</span>}
          </h2>
          <p className="text-sm text-slate-600">
            {match.kickoffLocal} local (UTC{match.utcOffset}) · {match.stadium.name}, {match.stadium.hostCity}
          </p>
        </div>
        {!editing && (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit match ${matchLabel(match)}`}>
            Edit
          </Button>
        )}
      </div>
      {editing && <MatchEditForm match={match} teams={teams} onDone={() => setEditing(false)} />}
    </li>
  );
}

function ManageMatches() {
  const [filter, setFilter] = useMatchFilter();
  const list = useAdminMatches(filter);
  const teams = useApiQuery(apiKeys.teams(), { staleTime: 60 * 60 * 1000 });
  useRedirectOn401(list.error);
  const sortedTeams = [...(teams.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <Link to="/admin/dashboard" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-pitch-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Dashboard
      </Link>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Manage Matches</h1>
      <MatchReports />
      <form role="search" aria-label="Match filters" className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl" onSubmit={(e) => e.preventDefault()}>
        <Field label="Stage" id="filter-stage" look="admin">
          <Select value={filter.stage ?? ""} onChange={(e) => setFilter({ ...filter, stage: (e.target.value || undefined) as Stage | undefined })}>
            <option value="">All stages</option>
            {STAGES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Team" id="filter-team" look="admin">
          <Select value={filter.team ?? ""} onChange={(e) => setFilter({ ...filter, team: e.target.value || undefined })}>
            <option value="">All teams</option>
            {sortedTeams.map((t) => (
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
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">No matches found with the selected filters.</p>
        )}
        {list.data && list.data.length > 0 && (
          <ul className="grid gap-4" aria-label="Matches">
            {list.data.map((m) => (
              <MatchRow key={m.number} match={m} teams={sortedTeams} />
            ))}
          </ul>
        )}
      </div>
      {/* Not a live region: a save refreshes the list, and the count is no news then. */}
      {list.data && <p className="mt-6 text-sm text-slate-600">Showing {list.data.length} match(es)</p>}
    </section>
  );
}

export default withAdminGuard(ManageMatches);
