// Featured pricing tiers + 'Claim & Feature this Venue' (venue page sidebar).

import { FEATURED_DAYS } from "@shared/constants";
import { offerWording } from "@shared/offer-text";
import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { Sparkles } from "lucide-react";
import { useTranslations } from "use-intl";
import { useClaimCheckout, useFeaturedPricing } from "../api/payments";
import { useCheckoutReturn, useCheckoutStart } from "../lib/checkout-return";
import { currentPhase, useSiteNow } from "../lib/clock";
import { formatDate, formatUsd, formatUtcDay } from "../lib/format";
import { usePricingText } from "../lib/offers";
import { toast } from "../lib/toast";
import { Button } from "./ui/Button";
import { Skeleton } from "./ui/Skeleton";

const DAY_MS = 86_400_000;

/** "30 days of..." as the rest of a sentence. */
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export function FeaturedPricingCard({ venueId }: { venueId: number }) {
  const t = useTranslations("submit.featured");
  const price = useTranslations("submit.price");
  const page = useTranslations("submit.page");
  const text = usePricingText();
  const pricing = useFeaturedPricing();
  const claim = useCheckoutStart(useClaimCheckout(), t("checkoutFailed"));
  const queryClient = useQueryClient();
  const now = useSiteNow(60_000);

  useCheckoutReturn("claim", {
    // What was bought is summed up at the top of the page (VenuePage, from the address's reference).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["/api/venues"] }),
    onCancel: () => toast({ title: t("cancelledTitle"), description: t("cancelledText") }),
  });

  const data = pricing.data;
  const wording = data ? offerWording(currentPhase(), data.phase) : null;
  return (
    <section aria-labelledby="featured-pricing-title" className="rounded-xl border border-amber-200 bg-amber-50/60 p-5" data-testid="featured-pricing">
      <h2 id="featured-pricing-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Sparkles className="h-5 w-5 text-amber-600" aria-hidden />
        {t("title")}
      </h2>

      {pricing.isLoading && (
        <div className="mt-4 space-y-2" role="status" aria-busy="true" aria-label={price("loading")}>
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      )}

      {pricing.isError && <p className="mt-3 text-sm text-slate-700">{price("unavailable")}</p>}

      {data && (
        <>
          {wording === "afterFinal" ? (
            // While a price sold for the tournament is in force after it, say what the money buys now (docs/decisions/009).
            <p className="mt-2 text-sm text-slate-700" data-testid="offer-after-final">
              {price("afterFinalFeatured", { price: formatUsd(data.price) })}
            </p>
          ) : (
            <p className="mt-2 text-sm text-slate-700">
              {t.rich("todayBuys", {
                price: formatUsd(data.price),
                description: lowerFirst(text.description("featured", data)),
                strong: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span>,
              })}
            </p>
          )}
          {wording === "season" && (
            // Until when, in the visitor's calendar: what one purchase made today buys (docs/decisions/032).
            <p className="mt-1 text-sm text-slate-700" data-testid="offer-until">
              {price("boughtTodayUntil", { date: formatDate(new Date(now.getTime() + FEATURED_DAYS * DAY_MS).toISOString()) })}
            </p>
          )}
          {data.tiers.length > 0 && (
            <table className="mt-4 w-full text-left text-sm">
              <caption className="sr-only">{t("tiers")}</caption>
              <thead>
                <tr className="border-b border-amber-200 text-xs uppercase tracking-wide text-slate-600">
                  <th scope="col" className="py-1.5 pr-2 font-semibold">
                    {t("tier")}
                  </th>
                  <th scope="col" className="py-1.5 pr-2 text-right font-semibold">
                    {t("price")}
                  </th>
                  <th scope="col" className="py-1.5 font-semibold">
                    {t("when")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.tiers.map((tier) => (
                  <tr
                    key={tier.phase}
                    aria-current={tier.current ? "true" : undefined}
                    className={clsx("border-b border-amber-100 last:border-0", tier.current ? "bg-white font-semibold text-slate-900" : "text-slate-600")}
                  >
                    <th scope="row" className={clsx("py-2 pl-1 pr-2 align-top", tier.current ? "font-semibold" : "font-normal")}>
                      {text.label(tier)}{" "}
                      {tier.current && (
                        <span className="ml-1.5 inline-block rounded-full bg-amber-700 px-1.5 py-0.5 align-middle text-[10px] font-bold uppercase text-white">
                          {t("now")}
                        </span>
                      )}
                    </th>
                    <td className="py-2 pr-2 text-right align-top tabular-nums">{formatUsd(tier.price)}</td>
                    <td className="py-2 pr-1 align-top text-xs">
                      {tier.endsAt
                        ? price("endsOn", { date: formatUtcDay(tier.endsAt, { lastDayBefore: true }) })
                        : price("fromOn", { date: formatUtcDay(tier.startsAt) })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}

      <Button
        variant="accent"
        block
        onClick={() => claim.start({ venueId })}
        pending={claim.pending}
        pendingLabel={page("processing")}
        disabled={pricing.isLoading}
        className="mt-5"
      >
        {t("claim")}
      </Button>
      <p className="mt-2 text-xs text-slate-600">{t("paidPlacement")}</p>
    </section>
  );
}
