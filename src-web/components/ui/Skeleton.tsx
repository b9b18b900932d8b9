import { clsx } from "clsx";

/** A grey placeholder block shown while content loads (hidden from screen readers). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx("animate-pulse rounded-md bg-slate-200", className)} />;
}
