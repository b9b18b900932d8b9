// One match's correction form: kick-off (UTC; the stadium's local time follows on the server), the
// sides (a team, or the slot that fills it), status, score with half time, extra time and penalties,
// scorers, winner. What a save would remove, or leave without a scorer, is said before it is sent.

import { type AdminMatch, type MatchCorrectionRequest, readUtcKickoff, scoreProblem, utcKickoffText } from "@shared/contract/admin-matches";
import type { Team } from "@shared/contract/matches";
import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { useCorrectMatch } from "../../api/admin";
import { useLeaveGuard } from "../../lib/leave-guard";
import { Button } from "../ui/Button";
import { Field, Input, Select } from "../ui/Field";
import { ConfirmDialog } from "./ConfirmDialog";
import { inputClass, num, type Pair, pair, ScorePair, UtcKickoffInput, useCorrectionOutcome } from "./correction-form";
import { SaveOrCancel } from "./SaveOrCancel";

type StoredGoal = NonNullable<AdminMatch["result"]>["goals1"][number];
type GoalKind = "goal" | "penalty" | "own_goal";
interface ScorerRow {
  key: number;
  player: string;
  minute: string;
  kind: GoalKind;
}

interface FormState {
  kickoff: string;
  team1: string;
  team2: string;
  team1Slot: string;
  team2Slot: string;
  status: "scheduled" | "played";
  ft: Pair;
  ht: Pair;
  extraTime: boolean;
  aet: Pair;
  shootout: boolean;
  penalties: Pair;
  winner: string;
  /** Each side's scorers, in the stored order. */
  goals: [ScorerRow[], ScorerRow[]];
}

let nextRowKey = 1;
const row = (g?: StoredGoal): ScorerRow => ({
  key: nextRowKey++,
  player: g?.player ?? "",
  minute: g?.minute ?? "",
  kind: g?.own_goal ? "own_goal" : g?.penalty ? "penalty" : "goal",
});
const goalText = (g: { player: string; minute: string }) => `${g.player} ${g.minute}'`;

function initial(m: AdminMatch): FormState {
  const r = m.result;
  return {
    kickoff: utcKickoffText(m.kickoffAt),
    team1: m.team1?.code ?? "",
    team2: m.team2?.code ?? "",
    team1Slot: m.team1Slot ?? "",
    team2Slot: m.team2Slot ?? "",
    // This form is the World Cup's, whose matches are scheduled or played.
    status: m.status === "played" ? "played" : "scheduled",
    ft: pair(r?.ft),
    ht: pair(r?.ht),
    extraTime: !!r?.aet,
    aet: pair(r?.aet),
    shootout: !!r?.penalties,
    penalties: pair(r?.penalties),
    // The stored winner is the team's name.
    winner: [m.team1, m.team2].find((t) => t && t.name === r?.winner)?.code ?? "",
    goals: [(r?.goals1 ?? []).map(row), (r?.goals2 ?? []).map(row)],
  };
}

/** Rows left wholly blank are not scorers; a half-filled one goes to the server, which says what is missing. */
const filled = (rows: ScorerRow[]) => rows.filter((g) => g.player.trim() || g.minute.trim());

function toBody(f: FormState): MatchCorrectionRequest {
  const played = f.status === "played";
  const goals = (rows: ScorerRow[]) =>
    filled(rows).map((g) => ({ player: g.player, minute: g.minute, own_goal: g.kind === "own_goal", penalty: g.kind === "penalty" }));
  const score = {
    ft: num(f.ft),
    ht: f.ht[0] === "" && f.ht[1] === "" ? null : num(f.ht),
    aet: f.extraTime ? num(f.aet) : null,
    penalties: f.extraTime && f.shootout ? num(f.penalties) : null,
    goals1: goals(f.goals[0]),
    goals2: goals(f.goals[1]),
  };
  return {
    kickoffAt: readUtcKickoff(f.kickoff) ?? f.kickoff,
    team1: f.team1 || null,
    team2: f.team2 || null,
    team1Slot: f.team1Slot.trim() || null,
    team2Slot: f.team2Slot.trim() || null,
    status: f.status,
    score: played ? score : null,
    winner: played ? f.winner || null : null,
  };
}

/** Each side's goals in the score being entered (after extra time when played), or null while a box is empty. */
function goalsInScore(f: FormState): [number, number] | null {
  const p = f.extraTime ? f.aet : f.ft;
  return p[0] === "" || p[1] === "" ? null : num(p);
}

/**
 * What the save would do that the admin should agree to first: stored details it removes, and goals
 * left without a scorer. Empty when nothing needs a word.
 */
function whatNeedsConfirming(m: AdminMatch, f: FormState, names: [string, string]): string[] {
  const r = m.result;
  const notes: string[] = [];
  if (r && f.status === "scheduled") {
    const scorers = r.goals1.length + r.goals2.length;
    return [
      `The stored result is removed: score ${r.ft[0]}-${r.ft[1]}${r.ht ? `, half time ${r.ht[0]}-${r.ht[1]}` : ""}${scorers ? `, ${scorers} scorer(s)` : ""}.`,
    ];
  }
  if (f.status !== "played") return notes;
  if (r?.ht && f.ht[0] === "" && f.ht[1] === "") notes.push(`The half-time score ${r.ht[0]}-${r.ht[1]} is removed.`);
  const body = toBody(f).score;
  [r?.goals1 ?? [], r?.goals2 ?? []].forEach((stored, i) => {
    const kept = new Set(((i === 0 ? body?.goals1 : body?.goals2) ?? []).map((g) => goalText({ player: g.player.trim(), minute: g.minute.trim() })));
    const removed = stored.filter((g) => !kept.has(goalText(g)));
    if (removed.length) notes.push(`${names[i]}: ${removed.map(goalText).join(", ")} removed from the scorers.`);
  });
  const goals = goalsInScore(f);
  f.goals.forEach((rows, i) => {
    const missing = (goals?.[i] ?? 0) - filled(rows).length;
    if (missing > 0) notes.push(`${names[i]}: ${missing} goal(s) saved without a scorer.`);
  });
  return notes;
}

/** One side's scorers: name, minute and kind per row, rows added and removed; says how they match the score. */
function Scorers({ name, goals, rows, onChange }: { name: string; goals: number | null; rows: ScorerRow[]; onChange: (rows: ScorerRow[]) => void }) {
  const id = useId();
  const set = (key: number, patch: Partial<ScorerRow>) => onChange(rows.map((g) => (g.key === key ? { ...g, ...patch } : g)));
  const count = filled(rows).length;
  const status =
    goals === null
      ? null
      : count > goals
        ? { tone: "text-red-700", text: `${count} scorer(s) for ${goals} goal(s): remove the ones the score no longer has.` }
        : count < goals
          ? { tone: "text-amber-800", text: `${goals - count} of ${goals} goal(s) without a scorer.` }
          : { tone: "text-slate-600", text: `${goals} goal(s), ${count} scorer(s).` };
  return (
    <fieldset className="min-w-0" aria-describedby={status ? `${id}-status` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{`${name} goals`}</legend>
      {rows.length > 0 && (
        <ol className="space-y-2">
          {rows.map((g, i) => {
            const label = `${name} scorer ${i + 1}`;
            return (
              <li key={g.key} className="grid grid-cols-[1fr_5rem] gap-2 sm:grid-cols-[1fr_5rem_8rem_auto]">
                <div>
                  <label htmlFor={`${id}-${g.key}-player`} className="sr-only">{`${label}: name`}</label>
                  <input
                    id={`${id}-${g.key}-player`}
                    value={g.player}
                    maxLength={80}
                    placeholder="Player"
                    onChange={(e) => set(g.key, { player: e.target.value })}
                    className={inputClass}
                  />
                </div>
                <div>
                  <label htmlFor={`${id}-${g.key}-minute`} className="sr-only">{`${label}: minute`}</label>
                  <input
                    id={`${id}-${g.key}-minute`}
                    value={g.minute}
                    maxLength={6}
                    inputMode="numeric"
                    placeholder="90+4"
                    onChange={(e) => set(g.key, { minute: e.target.value })}
                    className={inputClass}
                  />
                </div>
                <div>
                  <label htmlFor={`${id}-${g.key}-kind`} className="sr-only">{`${label}: kind`}</label>
                  <select id={`${id}-${g.key}-kind`} value={g.kind} onChange={(e) => set(g.key, { kind: e.target.value as GoalKind })} className={inputClass}>
                    <option value="goal">Goal</option>
                    <option value="penalty">Penalty</option>
                    <option value="own_goal">Own goal</option>
                  </select>
                </div>
                <Button size="sm" variant="secondary" aria-label={`Remove ${label}`} onClick={() => onChange(rows.filter((r) => r.key !== g.key))}>
                  <X className="h-4 w-4" aria-hidden />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button size="sm" variant="secondary" onClick={() => onChange([...rows, row()])} aria-label={`Add scorer for ${name}`}>
          <Plus className="h-4 w-4" aria-hidden /> Add scorer
        </Button>
        {status && (
          <p id={`${id}-status`} className={`text-sm ${status.tone}`}>
            {status.text}
          </p>
        )}
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
  const [saved] = useState(() => initial(match));
  const [form, setForm] = useState(saved);
  useLeaveGuard(JSON.stringify(form) !== JSON.stringify(saved));
  const { error, setError, errorRef, showError, outcome } = useCorrectionOutcome(onDone);
  const correct = useCorrectMatch();
  const id = useId();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const nameOf = (code: string, slot: string) => teams.find((t) => t.code === code)?.name ?? (slot || "To be decided");
  const names: [string, string] = [nameOf(form.team1, form.team1Slot), nameOf(form.team2, form.team2Slot)];

  const [confirming, setConfirming] = useState<string[] | null>(null);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!readUtcKickoff(form.kickoff)) return showError("Give the kick-off date and time in UTC as 2026-07-19 16:30 (a 24-hour clock).");
    if (form.status === "played") {
      if ((form.ht[0] === "") !== (form.ht[1] === "")) return showError("Give both half-time goals, or leave both empty.");
      const problem =
        scoreProblem(form.ft, names, "full-time") ??
        (form.ht[0] === "" ? null : scoreProblem(form.ht, names, "half-time")) ??
        (form.extraTime ? scoreProblem(form.aet, names, "after-extra-time") : null) ??
        (form.extraTime && form.shootout ? scoreProblem(form.penalties, names, "penalty shoot-out") : null);
      if (problem) return showError(problem);
      const goals = goalsInScore(form);
      const over = form.goals.findIndex((rows, i) => goals !== null && filled(rows).length > goals[i]);
      if (over >= 0) return showError(`${names[over]} has more scorers than goals in the score: remove the ones the score no longer has.`);
    }
    const notes = whatNeedsConfirming(match, form, names);
    if (notes.length) setConfirming(notes);
    else save();
  };

  const save = () => {
    setConfirming(null);
    correct.mutate({ number: match.number, body: toBody(form) }, outcome);
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
        <p ref={errorRef} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <Field
        label="Kick-off (UTC)"
        id={`${id}-kickoff`}
        look="admin"
        hint={`24-hour clock, "2026-07-19 16:30". Now ${match.kickoffLocal} local time (UTC${match.utcOffset}) at ${match.stadium?.name ?? match.timeZone}; the local time follows the stadium's time zone.`}
      >
        <UtcKickoffInput value={form.kickoff} onChange={(v) => set("kickoff", v)} />
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
          <ScorePair label="Half time" value={form.ht} onChange={(p) => set("ht", p)} names={names} optional />
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
          <p className="text-xs text-slate-600">
            Scorers: an own goal is listed under the side it counted for. A goal whose scorer is not known yet may stay without one.
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            {([0, 1] as const).map((i) => (
              <Scorers
                key={i}
                name={names[i]}
                goals={goalsInScore(form)?.[i] ?? null}
                rows={form.goals[i]}
                onChange={(rows) => set("goals", i === 0 ? [rows, form.goals[1]] : [form.goals[0], rows])}
              />
            ))}
          </div>
        </div>
      )}
      <SaveOrCancel label="Save match" pending={correct.isPending} onCancel={onDone} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Save match ${match.number}?`}
        description={
          <ul className="list-disc space-y-1 pl-5">
            {confirming?.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        }
        confirmLabel="Save anyway"
        tone="primary"
        onConfirm={save}
      />
    </form>
  );
}
