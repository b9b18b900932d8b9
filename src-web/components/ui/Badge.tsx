import { clsx } from "clsx";

const TONES = {
  neutral: "bg-slate-100 text-slate-800 ring-slate-200",
  green: "bg-pitch-50 text-pitch-800 ring-pitch-100",
  amber: "bg-amber-100 text-amber-900 ring-amber-200",
  navy: "bg-night-900 text-white ring-night-900",
  sample: "bg-violet-100 text-violet-900 ring-violet-200",
} as const;

export type BadgeTone = keyof typeof TONES;

/** A small rounded label (amenities, Featured, Sample listing, host city). */
export function Badge({ children, tone = "neutral", className, testId }: { children: React.ReactNode; tone?: BadgeTone; className?: string; testId?: string }) {
  return (
    <span
      data-testid={testId}
      className={clsx("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", TONES[tone], className)}
    >
      {children}
    </span>
  );
}

/** A row of green labels (a venue's amenities), as a list named by `label`; nothing when empty. */
export function BadgeList({ items, label, className }: { items: readonly string[]; label: string; className?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={clsx("flex flex-wrap gap-1.5", className)} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge tone="green">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}
