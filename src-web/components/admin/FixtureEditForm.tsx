// A league match's correction form: kick-off (UTC; the competition's local time follows on the server)
// and whether it is confirmed, the sides (clubs of the competition), status and score (full and half
// time; stored scorers are kept). Every field saved is locked against the feed until released.

import type { AdminClub } from "@shared/contract/admin-clubs";
import { type AdminMatch, type FixtureCorrectionRequest, readUtcKickoff, scoreProblem, utcKickoffText } from "@shared/contract/admin-matches";
import { useId, useState } from "react";
import { useCorrectFixture } from "../../api/admin";
import { useLeaveGuard } from "../../lib/leave-guard";
import { Field, Select } from "../ui/Field";
import { ConfirmDialog } from "./ConfirmDialog";
import { num, type Pair, pair, ScorePair, UtcKickoffInput, useCorrectionOutcome } from "./correction-form";
import { SaveOrCancel } from "./SaveOrCancel";

type Status = AdminMatch["status"];
type Precision = AdminMatch["kickoffPrecision"];

export const STATUS_LABELS: Record<Status, string> = { scheduled: "Scheduled", played: "Played", postponed: "Postponed", cancelled: "Cancelled" };
const PRECISION_LABELS: Record<Precision, string> = {
  exact: "Confirmed kick-off time",
  time_tbc: "Day known, time to be confirmed",
  date_tbc: "Provisional date (round's weekend)",
};

interface FormState {
  kickoff: string;
  precision: Precision;
  team1: string;
  team2: string;
  status: Status;
  ft: Pair;
  ht: Pair;
}

function initial(m: AdminMatch): FormState {
  return {
    kickoff: utcKickoffText(m.kickoffAt),
    precision: m.kickoffPrecision,
    team1: m.team1?.code ?? "",
    team2: m.team2?.code ?? "",
    status: m.status,
    ft: pair(m.result?.ft),
    ht: pair(m.result?.ht),
  };
}

function toBody(f: FormState): FixtureCorrectionRequest {
  const played = f.status === "played";
  return {
    kickoffAt: readUtcKickoff(f.kickoff) ?? f.kickoff,
    kickoffPrecision: f.precision,
    team1: f.team1,
    team2: f.team2,
    status: f.status,
    score: played ? { ft: num(f.ft), ht: f.ht[0] === "" && f.ht[1] === "" ? null : num(f.ht) } : null,
  };
}

export function FixtureEditForm({ match, clubs, onDone }: { match: AdminMatch; clubs: AdminClub[]; onDone: () => void }) {
  const [saved] = useState(() => initial(match));
  const [form, setForm] = useState(saved);
  useLeaveGuard(JSON.stringify(form) !== JSON.stringify(saved));
  const { error, setError, errorRef, showError, outcome } = useCorrectionOutcome(onDone);
  const [confirming, setConfirming] = useState<string | null>(null);
  const correct = useCorrectFixture();
  const id = useId();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const nameOf = (code: string) => clubs.find((c) => c.code === code)?.name ?? code;
  const names: [string, string] = [nameOf(form.team1), nameOf(form.team2)];

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!readUtcKickoff(form.kickoff)) return showError("Give the kick-off date and time in UTC as 2027-01-09 17:30 (a 24-hour clock).");
    if (form.status === "played" && (form.ht[0] === "") !== (form.ht[1] === "")) return showError("Give both half-time goals, or leave both empty.");
    if (form.status === "played") {
      const problem = scoreProblem(form.ft, names, "full-time") ?? (form.ht[0] === "" ? null : scoreProblem(form.ht, names, "half-time"));
      if (problem) return showError(problem);
    }
    const r = match.result;
    if (r && form.status !== "played") {
      return setConfirming(`The stored result ${r.ft[0]}-${r.ft[1]} is removed: the match becomes ${STATUS_LABELS[form.status].toLowerCase()}.`);
    }
    save();
  };

  const save = () => {
    setConfirming(null);
    correct.mutate({ number: match.number, body: toBody(form) }, outcome);
  };

  const clubSelect = (which: "team1" | "team2") => (
    <Select value={form[which]} onChange={(e) => set(which, e.target.value)}>
      {clubs.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
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
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Kick-off (UTC)"
          id={`${id}-kickoff`}
          look="admin"
          hint={`24-hour clock, "2027-01-09 17:30". Now ${match.kickoffLocal} local time (${match.timeZone}, UTC${match.utcOffset}); the local time follows that zone.`}
        >
          <UtcKickoffInput value={form.kickoff} onChange={(v) => set("kickoff", v)} />
        </Field>
        <Field label="Kick-off is" id={`${id}-precision`} look="admin" hint="Without a confirmed time, only the local day is kept and shown.">
          <Select value={form.precision} onChange={(e) => set("precision", e.target.value as Precision)}>
            {(Object.keys(PRECISION_LABELS) as Precision[]).map((p) => (
              <option key={p} value={p}>
                {PRECISION_LABELS[p]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Home" id={`${id}-team1`} look="admin">
          {clubSelect("team1")}
        </Field>
        <Field label="Away" id={`${id}-team2`} look="admin">
          {clubSelect("team2")}
        </Field>
        <Field label="Status" id={`${id}-status`} look="admin">
          <Select value={form.status} onChange={(e) => set("status", e.target.value as Status)}>
            {(Object.keys(STATUS_LABELS) as Status[]).map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {form.status === "played" && (
        <div className="space-y-3 rounded-lg bg-slate-50 p-3">
          <ScorePair label="Full time" value={form.ft} onChange={(p) => set("ft", p)} names={names} />
          <ScorePair label="Half time" value={form.ht} onChange={(p) => set("ht", p)} names={names} optional />
          <p className="text-xs text-slate-600">Stored scorers are kept; the winner follows the score.</p>
        </div>
      )}
      <p className="text-xs text-slate-600">
        The fields you change are kept as corrected: the competition's feed no longer writes them until you release them.
      </p>
      <SaveOrCancel label="Save match" pending={correct.isPending} onCancel={onDone} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Save match ${match.number}?`}
        description={confirming}
        confirmLabel="Save anyway"
        tone="primary"
        onConfirm={save}
      />
    </form>
  );
}
