import { clsx } from "clsx";

/** A grey placeholder block shown while content loads (hidden from screen readers). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx("animate-pulse rounded-md bg-slate-200", className)} />;
}

/** Placeholder blocks stacked in a container; each entry is one block's size classes. */
export function SkeletonStack({ blocks, className }: { blocks: string[]; className?: string }) {
  return (
    <div className={className}>
      {blocks.map((size, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder.
        <Skeleton key={i} className={size} />
      ))}
    </div>
  );
}

/** The placeholder of a card in a grid: the 16:9 picture, text lines, and optional badge-shaped chips. */
export function CardSkeleton({ lines, chips = 0, testId }: { lines: string[]; chips?: number; testId?: string }) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid={testId}>
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className="space-y-2 p-4">
        {lines.map((size, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder.
          <Skeleton key={i} className={size} />
        ))}
        {chips > 0 && <SkeletonStack blocks={Array<string>(chips).fill("h-5 w-20 rounded-full")} className="flex gap-2 pt-1" />}
      </div>
    </div>
  );
}

/**
 * A page's placeholder while its data loads: announced once by its label, tall enough that the
 * footer stays below the fold instead of jumping up under a bare line.
 */
export function PageSkeleton({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={clsx("mx-auto min-h-[80vh] max-w-7xl px-4 py-6", className)} role="status" aria-busy="true" aria-label={label} data-testid="page-skeleton">
      {children}
    </div>
  );
}
