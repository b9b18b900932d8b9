// The owner's live match-day status (docs/decisions/034), made for a phone behind the bar: pick a
// match (or today), then one tap sets a fact and another tap clears it. Fans see each with its age;
// "Not showing this match after all" takes the venue off that match's list until it is tapped again.
import { hoursTime } from "@shared/hours";
import { MATCH_DAY_KINDS, MATCH_DAY_LABELS, type MatchDayKind } from "@shared/match-day";
import { useState } from "react";
import { type MatchDayTarget, useMatchDayStatus, useOwnerMatchDay } from "../../api/owner";
import { Button } from "../../components/ui/Button";
import { errorMessage } from "../../lib/api";
import { useClockTick } from "../../lib/clock";
import { toast } from "../../lib/toast";
import { ownerCard } from "./owner-ui";

const WEEK_DAY: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric" };

function ago(setAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(setAt)) / 60_000));
  if (minutes < 1) return "just now";
  return minutes < 60 ? `${minutes} min ago` : `${Math.floor(minutes / 60)} h ago`;
}

const selectClass =
  "mt-1 block min-h-12 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-pitch-600 focus:outline-none focus:ring-2 focus:ring-pitch-600";

export function OwnerMatchDay({ venueId, usualOpening }: { venueId: number; usualOpening: string | null }) {
  const status = useOwnerMatchDay(venueId);
  const change = useMatchDayStatus(venueId);
  const now = useClockTick();
  const [choice, setChoice] = useState<string>("");
  const [opensAt, setOpensAt] = useState(usualOpening ?? "");
  if (!status.data) return null;
  const { facts, matches, today, timeZone } = status.data;
  const when = new Intl.DateTimeFormat("en-US", { ...WEEK_DAY, timeZone });
  // The first match the venue shows, else today, until the owner picks.
  const picked = choice || (matches[0] ? String(matches[0].number) : "today");
  const target: MatchDayTarget = picked === "today" ? "today" : Number(picked);
  const current = facts.filter((f) => (target === "today" ? f.day === today : f.match === target));
  const kinds = MATCH_DAY_KINDS.filter((k) => target !== "today" || k !== "not_showing");
  // The match first: a phone shows only the start of an option.
  const label = (m: (typeof matches)[number]) => `${m.title} · ${m.competition} · ${m.when}`;

  const send = (kind: MatchDayKind, set: boolean) =>
    change.mutate(
      { target, kind, ...(set ? { body: kind === "opens" ? { at: opensAt } : {} } : {}) },
      {
        onSuccess: () => toast({ title: set ? "Status set" : "Status cleared", description: MATCH_DAY_LABELS[kind], variant: "success" }),
        onError: (err) => toast({ title: "Not saved", description: errorMessage(err), variant: "destructive" }),
      },
    );

  return (
    <section className={ownerCard} aria-labelledby="match-day-heading" data-testid="owner-match-day">
      <h2 id="match-day-heading" className="text-lg font-semibold text-slate-900">
        Match-day status
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Fans see it on the match's venue list and your page, with how long ago you set it. It ends by itself three hours after kick-off (today's at midnight).
      </p>
      <label className="mt-3 block text-sm font-medium text-slate-800">
        Match
        <select value={picked} onChange={(e) => setChoice(e.target.value)} className={selectClass}>
          <option value="today">Today, {when.format(now)}</option>
          {matches.some((m) => m.shown) && (
            <optgroup label="Matches you show">
              {matches
                .filter((m) => m.shown)
                .map((m) => (
                  <option key={m.number} value={m.number}>
                    {label(m)}
                  </option>
                ))}
            </optgroup>
          )}
          {matches.some((m) => !m.shown) && (
            <optgroup label="Other matches">
              {matches
                .filter((m) => !m.shown)
                .map((m) => (
                  <option key={m.number} value={m.number}>
                    {label(m)}
                  </option>
                ))}
            </optgroup>
          )}
        </select>
      </label>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {kinds.map((kind) => {
          const fact = current.find((f) => f.kind === kind);
          const on = Boolean(fact);
          return (
            <li key={kind} className="space-y-1">
              {kind === "opens" && !on && (
                <label className="block text-sm font-medium text-slate-800">
                  Opening time
                  <input type="time" value={opensAt} onChange={(e) => setOpensAt(e.target.value)} className={selectClass} required />
                </label>
              )}
              <Button
                variant={on ? (kind === "not_showing" ? "danger" : "primary") : "outline"}
                aria-pressed={on}
                className="min-h-12 w-full justify-start text-left"
                disabled={change.isPending || (kind === "opens" && !on && !opensAt)}
                onClick={() => send(kind, !on)}
              >
                {kind === "opens" ? (on ? `Opens at ${fact?.at ? hoursTime(fact.at, "en") : ""}` : "Opens early") : MATCH_DAY_LABELS[kind]}
              </Button>
              {fact && (
                <p className="text-xs text-slate-600">
                  Set {ago(fact.setAt, now)} by {fact.setBy} · tap again to clear
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
