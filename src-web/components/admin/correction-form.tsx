// What the World Cup's and the leagues' correction forms share: the score fields (two numbers side by
// side, a label each for screen readers), the form's error line, and what a save's answer does.
import type { MatchCorrectionResult } from "@shared/contract/admin-matches";
import { matchTitle } from "@shared/match-text";
import { useId, useRef, useState } from "react";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { Input } from "../ui/Field";
import { useAdminFailure } from "./AdminGuard";

export type Pair = [string, string];

export const pair = (p: [number, number] | null | undefined): Pair => (p ? [String(p[0]), String(p[1])] : ["", ""]);
export const num = (p: Pair): [number, number] => [Number(p[0]), Number(p[1])];

export const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-pitch-600 focus:outline-none focus:ring-2 focus:ring-pitch-600 sm:text-sm";

export function ScorePair({
  label,
  value,
  onChange,
  names,
  optional,
}: {
  label: string;
  value: Pair;
  onChange: (p: Pair) => void;
  names: [string, string];
  optional?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex items-center gap-2">
        {[0, 1].map((i) => (
          <div key={i} className="flex-1">
            {/* Each box says whose goals it holds; screen readers hear the score's name too. */}
            <label htmlFor={`${id}-${i}`} className="mb-1 block truncate text-xs font-medium text-slate-700">
              <span className="sr-only">{`${label}: `}</span>
              {names[i]}
            </label>
            <input
              id={`${id}-${i}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={99}
              required={!optional}
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

/**
 * The kick-off in UTC as text with a 24-hour clock ("2026-07-19 16:30"): a browser's date-time box shows
 * "04:30 PM" in an English locale, which a UTC field must never leave in doubt.
 */
export function UtcKickoffInput({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return <Input type="text" autoComplete="off" placeholder="YYYY-MM-DD HH:MM" value={value} onChange={(e) => onChange(e.target.value)} required />;
}

/**
 * The form's error (shown in view) and the save's callbacks: a saved correction says whether anything
 * changed, then closes the form; a refused one shows its reason in the form.
 */
export function useCorrectionOutcome(onDone: () => void) {
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const fail = useAdminFailure();
  const showError = (message: string) => {
    setError(message);
    requestAnimationFrame(() => errorRef.current?.scrollIntoView({ block: "nearest" }));
  };
  const outcome = {
    onSuccess: ({ changed, match: saved }: MatchCorrectionResult) => {
      toast({
        title: changed ? "Match Updated" : "No Changes",
        description: changed ? `Match ${saved.number}: ${matchTitle(saved)} is saved.` : `Match ${saved.number} already had these details.`,
        variant: "success",
      });
      onDone();
    },
    onError: (err: unknown) => {
      showError(errorMessage(err));
      fail(err, "Correction Failed");
    },
  };
  return { error, setError, errorRef, showError, outcome };
}
