// A venue's claims on the Manage Venues card: a one-line summary, and an editor for the competitions
// it shows every match of (or every competition), the chosen matches of any competition (searchable)
// and the teams (nations and clubs) whose supporters' venue it is, each claim with who made it and
// when. Saving sends the whole set (PUT /api/admin/venues/{id}/claims).

import type { AdminVenueClaims, ClaimMeta } from "@shared/contract/claims";
import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { useSaveVenueClaims } from "../../api/admin";
import { errorMessage } from "../../lib/api";
import { useLeaveGuard } from "../../lib/leave-guard";
import { toast } from "../../lib/toast";
import { Button } from "../ui/Button";
import { Input, Select } from "../ui/Field";
import { useAdminFailure } from "./AdminGuard";
import { CompetitionChoices, useClaimChoices, useMatchLabels, useTeamGroups } from "./ClaimPickers";
import { MatchSearch } from "./MatchSearch";
import { claimOrigin } from "./match-label";
import { SaveOrCancel } from "./SaveOrCancel";

/** "Every competition · 2 competitions · 3 matches · USA, arsenal supporters", or null when the venue claims nothing. */
function claimsSummary(c: AdminVenueClaims): string | null {
  const parts: string[] = [];
  if (c.allCompetitions) parts.push("Every competition");
  if (c.competitions.length) parts.push(`Every match of ${c.competitions.map((x) => x.id).join(", ")}`);
  if (c.matches.length) parts.push(`${c.matches.length} chosen match${c.matches.length === 1 ? "" : "es"}`);
  if (c.supporters.length) parts.push(`${c.supporters.map((s) => s.team).join(", ")} supporters`);
  return parts.length ? parts.join(" · ") : null;
}

function Origin({ meta }: { meta: ClaimMeta | undefined }) {
  return meta ? <span className="text-xs text-slate-600">{claimOrigin(meta)}</span> : <span className="text-xs text-slate-600">New</span>;
}

function Editor({ venueId, venueName, claims, onDone }: { venueId: number; venueName: string; claims: AdminVenueClaims; onDone: () => void }) {
  const choices = useClaimChoices();
  const save = useSaveVenueClaims();
  const fail = useAdminFailure();
  const id = useId();
  const [all, setAll] = useState(!!claims.allCompetitions);
  const [competitions, setCompetitions] = useState(claims.competitions.map((c) => c.id));
  const [chosen, setChosen] = useState<number[]>(claims.matches.map((m) => m.number));
  const [supporters, setSupporters] = useState(claims.supporters.map((s) => ({ team: s.team, groupName: s.groupName ?? "" })));
  const [error, setError] = useState<string | null>(null);
  const draft = () => JSON.stringify([all, competitions, chosen, supporters]);
  const [saved] = useState(draft);
  useLeaveGuard(draft() !== saved);

  const labels = useMatchLabels(choices.data);
  const teamGroups = useTeamGroups(choices.data);
  const metaOfMatch = (n: number) => claims.matches.find((m) => m.number === n);
  const metaOfTeam = (code: string) => claims.supporters.find((s) => s.team === code);

  const onSave = () => {
    setError(null);
    const teamsChosen = supporters.filter((s) => s.team);
    save.mutate(
      {
        venueId,
        body: {
          allCompetitions: all,
          competitions,
          matches: chosen,
          supporters: teamsChosen.map((s) => ({ team: s.team, groupName: s.groupName.trim() || null })),
        },
      },
      {
        onSuccess: () => {
          toast({ title: "Claims Saved", description: `${venueName}: what it shows is saved.`, variant: "success" });
          onDone();
        },
        onError: (err) => {
          setError(errorMessage(err));
          fail(err, "Saving Claims Failed");
        },
      },
    );
  };

  return (
    <div className="space-y-4 rounded-lg bg-slate-50 p-3" role="group" aria-label={`Claims of ${venueName}`}>
      {error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <CompetitionChoices
        choices={choices.data}
        all={all}
        chosen={competitions}
        onChange={(next) => {
          setAll(next.all);
          setCompetitions(next.competitions);
        }}
        metaOfAll={claims.allCompetitions}
        metaOf={(c) => claims.competitions.find((x) => x.id === c)}
        origin={(meta) => <Origin meta={meta ?? undefined} />}
      />

      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-slate-800">Chosen matches</legend>
        {chosen.length > 0 && (
          <ul className="mt-2 space-y-1" aria-label="Chosen matches">
            {chosen.map((n) => (
              <li key={n} className="flex items-start justify-between gap-2 rounded-md bg-white px-2 py-1 ring-1 ring-slate-200">
                <span className="min-w-0 text-sm text-slate-800">
                  {labels.get(n) ?? `Match ${n}`}
                  <br />
                  <Origin meta={metaOfMatch(n)} />
                </span>
                <button
                  type="button"
                  onClick={() => setChosen(chosen.filter((x) => x !== n))}
                  aria-label={`Remove ${labels.get(n) ?? `match ${n}`}`}
                  className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
                >
                  <X className="h-4 w-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        <MatchSearch
          choices={choices.data}
          labels={labels}
          chosen={chosen}
          onAdd={(n) => setChosen([...chosen, n].sort((a, b) => a - b))}
          loading={choices.isPending}
          label="Find a match by number, competition, round or team"
          placeholder="e.g. Arsenal, Final, Matchday 14, 1001"
        />
      </fieldset>

      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-slate-800">Supporters' venue for</legend>
        <ul className="mt-2 space-y-2">
          {supporters.map((s, i) => {
            const update = (patch: Partial<(typeof supporters)[number]>) => setSupporters(supporters.map((x, j) => (j === i ? { ...x, ...patch } : x)));
            const meta = s.team ? metaOfTeam(s.team) : undefined;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own until a team is picked.
              <li key={i} className="rounded-md bg-white p-2 ring-1 ring-slate-200">
                {/* Stacked: the card is narrow on every screen (three to a row on desktop). */}
                <div className="flex items-end gap-2">
                  <div className="min-w-0 flex-1">
                    <label htmlFor={`${id}-team-${i}`} className="block text-xs text-slate-700">
                      Team
                    </label>
                    <Select
                      id={`${id}-team-${i}`}
                      value={s.team}
                      onChange={(e) => update({ team: e.target.value })}
                      className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm"
                    >
                      <option value="">Choose a team</option>
                      {teamGroups.map((g) => (
                        <optgroup key={g.label} label={g.label}>
                          {g.teams.map((t) => (
                            <option key={t.code} value={t.code} disabled={t.code !== s.team && supporters.some((x) => x.team === t.code)}>
                              {t.name}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </Select>
                  </div>
                  <button
                    type="button"
                    onClick={() => setSupporters(supporters.filter((_, j) => j !== i))}
                    aria-label={`Remove supporters' team ${s.team || i + 1}`}
                    className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
                  >
                    <X className="h-4 w-4" aria-hidden />
                  </button>
                </div>
                <label htmlFor={`${id}-group-${i}`} className="mt-2 block text-xs text-slate-700">
                  Supporters' group (optional)
                </label>
                <Input
                  id={`${id}-group-${i}`}
                  value={s.groupName}
                  maxLength={120}
                  onChange={(e) => update({ groupName: e.target.value })}
                  className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm"
                />
                {s.team && <Origin meta={meta} />}
              </li>
            );
          })}
        </ul>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => setSupporters([...supporters, { team: "", groupName: "" }])}>
          <Plus className="h-4 w-4" aria-hidden /> Add team
        </Button>
      </fieldset>

      <SaveOrCancel label="Save claims" pending={save.isPending} onCancel={onDone} onSave={onSave} />
    </div>
  );
}

/** The card's claims line and its "Edit claims" editor. */
export function VenueClaimsPanel({ venueId, venueName, claims }: { venueId: number; venueName: string; claims: AdminVenueClaims }) {
  const [open, setOpen] = useState(false);
  const summary = claimsSummary(claims);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700" data-testid="claims-summary">
          <span className="font-medium text-slate-800">Shows: </span>
          {summary ?? "No claims yet"}
        </p>
        {!open && (
          <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Edit claims of ${venueName}`}>
            Edit claims
          </Button>
        )}
      </div>
      {open && <Editor venueId={venueId} venueName={venueName} claims={claims} onDone={() => setOpen(false)} />}
    </div>
  );
}
