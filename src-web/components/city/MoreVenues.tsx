// The end of a city's venue list while more remain: the next page loads as the fan scrolls near it
// (IntersectionObserver), and a 'Show more venues' button does the same for keyboards, screen readers
// and browsers that do not scroll-load. After a click, focus moves to the first new venue.
import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";
import { Button } from "../ui/Button";

/** How far below the screen the list's end may be when the next page starts loading. */
const AHEAD = "0px 0px 800px 0px";

interface Props {
  /** Venues rendered in the list now, and how many the filter matches. */
  shown: number;
  total: number;
  loading: boolean;
  failed: boolean;
  /** Load on scroll (off until the list's current cards are all rendered, and after a failure). */
  auto: boolean;
  onMore: () => void;
  /** The id of the list's element: focus moves to its first new item's link after a click. */
  listId: string;
}

export function MoreVenues({ shown, total, loading, failed, auto, onMore, listId }: Props) {
  const t = useTranslations("city.list");
  const end = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  latest.current = onMore;
  const focusFrom = useRef<number | null>(null);

  // A new observer after every page: it reports at once whether the end is still near the screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` renews the observer after each page by design
  useEffect(() => {
    const el = end.current;
    if (!el || !auto || loading || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), { rootMargin: AHEAD });
    observer.observe(el);
    return () => observer.disconnect();
  }, [auto, loading, shown]);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    const first = document.querySelector<HTMLElement>(`#${CSS.escape(listId)} > li:nth-child(${from + 1}) a[href]`);
    if (!first) return;
    focusFrom.current = null;
    first.focus();
  }, [shown, listId]);

  return (
    <div ref={end} className="mt-8 flex flex-col items-center gap-3 text-center">
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="venues-shown">
        {failed ? t("moreFailed") : t("shown", { shown: String(shown), total: String(total) })}
      </p>
      <Button
        variant="secondary"
        // Not disabled while loading: a disabled button would drop the keyboard focus.
        aria-disabled={loading}
        onClick={() => {
          // A page already loading (the list's end came near the screen) is the one asked for: focus
          // still moves to its first venue, without asking twice.
          focusFrom.current = shown;
          if (!loading) onMore();
        }}
      >
        {loading ? t("loadingMore") : t("showMore")}
      </Button>
    </div>
  );
}
