// Real fan ratings on the venue page: the average and count, and 5 stars to rate (one rating per fan, changeable).

import type { Venue } from "@shared/contract/venues";
import { clsx } from "clsx";
import { Star } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { useRateVenue, useVenueRating } from "../api/ratings";
import { useAnonymousId } from "../lib/anonymous-id";
import { errorMessage } from "../lib/api";
import { formatRating } from "../lib/format";
import { toast } from "../lib/toast";

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars filled to the nearest half of the average (display only). */
function StarMeter({ average }: { average: number }) {
  const rounded = Math.round(average * 2) / 2;
  return (
    <span className="flex items-center" aria-hidden>
      {STARS.map((n) => {
        const fill = rounded >= n ? 1 : rounded >= n - 0.5 ? 0.5 : 0;
        return (
          <span key={n} className="relative inline-block h-5 w-5">
            <Star className="absolute inset-0 h-5 w-5 text-amber-400" />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: fill === 1 ? "100%" : "50%" }}>
                <Star className="h-5 w-5 fill-amber-400 text-amber-400" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

export function VenueRatingPanel({ venue }: { venue: Venue }) {
  const t = useTranslations("venues.rating");
  const userId = useAnonymousId();
  const rating = useVenueRating(venue, userId);
  const rate = useRateVenue(venue.id, userId);
  const [preview, setPreview] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const average = rating.data ? rating.data.average : venue.rating.average;
  const count = rating.data ? rating.data.count : venue.rating.count;
  const mine = rating.data?.stars ?? null;
  const pendingStars = rate.isPending ? rate.variables : undefined;
  const selected = pendingStars !== undefined ? pendingStars : mine;
  const shown = preview ?? selected ?? 0;
  const busy = rate.isPending || !userId || rating.isPending;

  const submit = (stars: number | null) => {
    if (busy || stars === mine) return;
    rate.mutate(stars, {
      onSuccess: () =>
        toast(
          stars === null
            ? { title: t("removed"), variant: "success" }
            : { title: t("thanks"), description: t("thanksText", { name: venue.name, stars }), variant: "success" },
        ),
      onError: (err) => toast({ title: t("failed"), description: errorMessage(err), variant: "destructive" }),
    });
  };

  // Roving focus: arrows move between stars (previewing), Enter/Space or a click rates.
  const tabStop = focusIndex ?? (selected ? selected - 1 : 0);
  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = STARS.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowUp"
        ? Math.min(last, index + 1)
        : event.key === "ArrowLeft" || event.key === "ArrowDown"
          ? Math.max(0, index - 1)
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    setPreview(next + 1);
    buttons.current[next]?.focus();
  };

  return (
    <section aria-labelledby="rating-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="rating-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        {t("heading")}
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="rating-summary">
        {count > 0 && average !== null ? (
          <>
            <StarMeter average={average} />
            <span className="text-2xl font-bold text-slate-900">
              {formatRating(average)}
              <span className="sr-only"> {t("outOf5")}</span>
            </span>
            <span className="text-sm text-slate-600">{t("count", { count })}</span>
          </>
        ) : (
          <span className="text-slate-600">{t("none")}</span>
        )}
      </div>

      {userId && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <p id={`rate-label-${venue.id}`} className="text-sm font-medium text-slate-800">
            {t("rateThis")}
          </p>
          <div
            role="radiogroup"
            aria-labelledby={`rate-label-${venue.id}`}
            aria-busy={rate.isPending}
            className="mt-1 flex items-center"
            onMouseLeave={() => setPreview(null)}
          >
            {STARS.map((n, index) => (
              <button
                key={n}
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                type="button"
                role="radio"
                aria-checked={selected === n}
                aria-label={t("star", { n })}
                tabIndex={index === tabStop ? 0 : -1}
                aria-disabled={busy}
                onClick={() => submit(n)}
                onKeyDown={(e) => onKeyDown(e, index)}
                onMouseEnter={() => setPreview(n)}
                onFocus={() => setFocusIndex(index)}
                onBlur={() => setPreview(null)}
                className="rounded p-1.5 aria-disabled:cursor-wait"
              >
                <Star aria-hidden className={clsx("h-7 w-7 transition-colors", n <= shown ? "fill-amber-400 text-amber-500" : "text-slate-500")} />
              </button>
            ))}
          </div>
          <p className="mt-1 min-h-5 text-sm text-slate-600" aria-live="polite">
            {rate.isPending ? (
              t("saving")
            ) : mine !== null ? (
              <>
                <span data-testid="my-rating">{t("yours", { stars: mine })}</span>
                <button type="button" onClick={() => submit(null)} className="ml-3 text-pitch-700 underline hover:text-pitch-800">
                  {t("remove")}
                </button>
              </>
            ) : (
              t("hint")
            )}
          </p>
        </div>
      )}
    </section>
  );
}
