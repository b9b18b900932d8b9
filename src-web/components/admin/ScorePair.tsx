// The admin's score fields (full time, half time): two numbers side by side, a label each for screen
// readers; the World Cup's and the leagues' correction forms share them.
import { useId } from "react";

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
            <label htmlFor={`${id}-${i}`} className="sr-only">
              {`${label}: ${names[i]}`}
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
