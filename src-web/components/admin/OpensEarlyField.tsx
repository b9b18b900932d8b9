// "Opens early for early kick-offs" in the owner's and the admin's venue editors (English only): the
// local time it opens on a morning kick-off, with who said so and when. docs/decisions/029.
import type { Venue } from "@shared/contract/venues";
import { useId } from "react";
import { Input } from "../ui/Field";
import { claimOrigin } from "./match-label";

export function OpensEarlyField({ value, onChange, saved }: { value: string; onChange: (at: string) => void; saved: Venue["opensEarly"] }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Opens early for early kick-offs
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        The time you open when a match kicks off before your usual hours (the venue's local time). Leave it empty if you do not open early.
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <Input
          id={id}
          name="opensEarlyAt"
          type="time"
          step={300}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-hint`}
          className="w-40"
        />
        {value && (
          <button type="button" onClick={() => onChange("")} className="min-h-10 rounded-md px-2 text-sm text-pitch-800 underline hover:bg-slate-100">
            We do not open early
          </button>
        )}
      </div>
      {saved && value === saved.at && <p className="mt-1 text-xs text-slate-600">{claimOrigin(saved)}</p>}
    </div>
  );
}
