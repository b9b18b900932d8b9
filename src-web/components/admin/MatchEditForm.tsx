// One match's correction form: kick-off (UTC; the stadium's local time follows on the server), the
// sides (a team, or the slot that fills it), status, score with extra time and penalties, winner.

import type { AdminMatch, MatchCorrectionRequest } from "@shared/contract/admin-matches";
import type { Team } from "@shared/contract/matches";
import { matchTitle } from "@shared/match-text";
import { useId, useState } from "react";
import { useCorrectMatch } from "../../api/admin";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { Button } from "../ui/Button";
import { Field, Input, Select } from "../ui/Field";
import { useAdminFailure } from "./AdminGuard";

type Pair = [string, string];

interface FormState {
  kickoff: string;
  team1: string;
  team2: string;
  team1Slot: string;
  team2Slot: string;
  status: "scheduled" | "played";
  ft: Pair;
  extraTime: boolean;
  aet: Pair;
  shootout: boolean;
  penalties: Pair;
  winner: string;
}

const pair = (p: [number, number] | null | undefined): Pair => (p ? [String(p[0]), String(p[1])] : ["", ""]);

function initial(m: AdminMatch): FormState {
  const r = m.result;
  return {
    // datetime-local wants "YYYY-MM-DDTHH:MM"; the field is in UTC.
    kickoff: m.kickoffAt.slice(0, 16),
    team1: m.team1?.code ?? "",
    team2: m.team2?.code ?? "",
    team1Slot: m.team1Slot ?? "",
    team2Slot: m.team2Slot ?? "",
    status: m.status,
    ft: pair(r?.ft),
    extraTime: !!r?.aet,
    aet: pair(r?.aet),
    shootout: !!r?.penalties,
    penalties: pair(r?.penalties),
    // The stored winner is the team's name.
    winner: [m.team1, m.team2].find((t) => t && t.name === r?.winner)?.code ?? "",
  };
}

const num = (p: Pair): [number, number] => [Number(p[0]), Number(p[1])];

function toBody(f: FormState): MatchCorrectionRequest {
  const played = f.status === "played";
  return {
    kickoffAt: `${f.kickoff}:00Z`,
    team1: f.team1 || null,
    team2: f.team2 || null,
    team1Slot: f.team1Slot.trim() || null,
    team2Slot: f.team2Slot.trim() || null,
    status: f.status,
    score: played ? { ft: num(f.ft), aet: f.extraTime ? num(f.aet) : null, penalties: f.extraTime && f.shootout ? num(f.penalties) : null } : null,
    winner: played ? f.winner || null : null,
  };
}

function ScorePair({ label, value, onChange, names }: { label: string; value: Pair; onChange: (p: Pair) => void; names: [string, string] }) {
  const id = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex items-center gap-2">
        {[0, 1].map((i) => (
          <div key={i} className="flex-1">
            <label htmlFor={`${id}-${i}`} className="sr-only">
              {`${label}: ${names[i]}`}
            </label>
            <input
              id={`${id}-${i}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={99}
              required
              value={value[i]}
              onChange={(e) => onChange(i === 0 ? [e.target.value, value[1]] : [value[0], e.target.value])}
              className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-pitch-600 focus:outline-none focus:ring-2 focus:ring-pitch-600 sm:text-sm"
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="h-5 w-5 rounded border-slate-300 accent-pitch-700" />
      {label}
    </label>
  );
}

export function MatchEditForm({ match, teams, onDone }: { match: AdminMatch; teams: Team[]; onDone: () => void }) {
  const [form, setForm] = useState(() => initial(match));
  const [error, setError] = useState<string | null>(null);
  const correct = useCorrectMatch();
  const fail = useAdminFailure();
  const id = useId();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const nameOf = (code: string, slot: string) => teams.find((t) => t.code === code)?.name ?? (slot || "To be decided");
  const names: [string, string] = [nameOf(form.team1, form.team1Slot), nameOf(form.team2, form.team2Slot)];

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    correct.mutate(
      { number: match.number, body: toBody(form) },
      {
        onSuccess: ({ changed, match: saved }) => {
          toast({
            title: changed ? "Match Updated" : "No Changes",
            description: changed ? `Match ${saved.number}: ${matchTitle(saved)} is saved.` : `Match ${saved.number} already had these details.`,
            variant: "success",
          });
          onDone();
        },
        onError: (err) => {
          setError(errorMessage(err));
          fail(err, "Correction Failed");
        },
      },
    );
  };

  const teamSelect = (which: "team1" | "team2") => (
    <Select value={form[which]} onChange={(e) => set(which, e.target.value)}>
      <option value="">To be decided (slot)</option>
      {teams.map((t) => (
        <option key={t.code} value={t.code}>
          {t.name} ({t.code})
        </option>
      ))}
    </Select>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Correct match ${match.number}`} className="mt-3 space-y-4 border-t border-slate-100 pt-4">
      {error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <Field
        label="Kick-off (UTC)"
        id={`${id}-kickoff`}
        look="admin"
        hint={`Now ${match.kickoffLocal} local time (UTC${match.utcOffset}) at ${match.stadium.name}; the local time follows the stadium's time zone.`}
      >
        <Input type="datetime-local" value={form.kickoff} onChange={(e) => set("kickoff", e.target.value)} required />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Team 1" id={`${id}-team1`} look="admin">
          {teamSelect("team1")}
        </Field>
        <Field label="Team 1 slot" id={`${id}-slot1`} look="admin" hint='Who fills the side, e.g. "1A" or "W74".'>
          <Input value={form.team1Slot} maxLength={20} onChange={(e) => set("team1Slot", e.target.value)} />
        </Field>
        <Field label="Team 2" id={`${id}-team2`} look="admin">
          {teamSelect("team2")}
        </Field>
        <Field label="Team 2 slot" id={`${id}-slot2`} look="admin">
          <Input value={form.team2Slot} maxLength={20} onChange={(e) => set("team2Slot", e.target.value)} />
        </Field>
      </div>
      <Field label="Status" id={`${id}-status`} look="admin">
        <Select value={form.status} onChange={(e) => set("status", e.target.value as FormState["status"])}>
          <option value="scheduled">Scheduled</option>
          <option value="played">Played</option>
        </Select>
      </Field>
      {form.status === "played" && (
        <div className="space-y-3 rounded-lg bg-slate-50 p-3">
          <ScorePair label="Full time" value={form.ft} onChange={(p) => set("ft", p)} names={names} />
          <Check label="Went to extra time" checked={form.extraTime} onChange={(v) => set("extraTime", v)} />
          {form.extraTime && (
            <>
              <ScorePair label="After extra time" value={form.aet} onChange={(p) => set("aet", p)} names={names} />
              <Check label="Decided on penalties" checked={form.shootout} onChange={(v) => set("shootout", v)} />
              {form.shootout && <ScorePair label="Penalties" value={form.penalties} onChange={(p) => set("penalties", p)} names={names} />}
            </>
          )}
          <Field label="Winner" id={`${id}-winner`} look="admin">
            <Select value={form.winner} onChange={(e) => set("winner", e.target.value)}>
              <option value="">No winner (draw)</option>
              {form.team1 && <option value={form.team1}>{names[0]}</option>}
              {form.team2 && <option value={form.team2}>{names[1]}</option>}
            </Select>
          </Field>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" pending={correct.isPending} pendingLabel="Saving...">
          Save match
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone} disabled={correct.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
