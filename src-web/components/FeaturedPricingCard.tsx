// Featured pricing tiers + 'Claim & Feature this Venue' (venue page sidebar).
import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { Sparkles } from "lucide-react";
import { useClaimCheckout, useFeaturedPricing } from "../api/payments";
import { useCheckoutReturn, useCheckoutStart } from "../lib/checkout-return";
import { currentPhase } from "../lib/clock";
import { formatUsd } from "../lib/format";
import { OFFER_AFTER_FINAL } from "../lib/offers";
import { toast } from "../lib/toast";
import { Button } from "./ui/Button";
import { Skeleton } from "./ui/Skeleton";

export function FeaturedPricingCard({ venueId }: { venueId: number }) {
  const pricing = useFeaturedPricing();
  const claim = useCheckoutStart(useClaimCheckout(), "Checkout Failed");
  const queryClient = useQueryClient();

  useCheckoutReturn("claim", {
    onSuccess: () => {
      toast({ title: "Payment received", description: "Your venue will show as Featured within a minute.", variant: "success" });
      void queryClient.invalidateQueries({ queryKey: ["/api/venues"] });
    },
    onCancel: () => toast({ title: "Checkout cancelled", description: "Nothing was charged. You can feature this venue anytime." }),
  });

  const data = pricing.data;
  return (
    <section aria-labelledby="featured-pricing-title" className="rounded-xl border border-amber-200 bg-amber-50/60 p-5" data-testid="featured-pricing">
      <h2 id="featured-pricing-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Sparkles className="h-5 w-5 text-amber-600" aria-hidden />
        Featured Venue Pricing
      </h2>

      {pricing.isLoading && (
        <div className="mt-4 space-y-2" role="status" aria-busy="true" aria-label="Loading pricing">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      )}

      {pricing.isError && <p className="mt-3 text-sm text-slate-700">Pricing is not available right now. Please try again later.</p>}

      {data && (
        <>
          {currentPhase() === "after" ? (
            // Once the tournament is over, say what the money buys now (docs/decisions/009).
            <p className="mt-2 text-sm text-slate-700" data-testid="offer-after-final">
              {OFFER_AFTER_FINAL.featured(formatUsd(data.price))}
            </p>
          ) : (
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{formatUsd(data.price)}</span> today buys {data.description.charAt(0).toLowerCase()}
              {data.description.slice(1)}
            </p>
          )}
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">Featured placement price tiers</caption>
            <thead>
              <tr className="border-b border-amber-200 text-xs uppercase tracking-wide text-slate-600">
                <th scope="col" className="py-1.5 pr-2 font-semibold">
                  Tier
                </th>
                <th scope="col" className="py-1.5 pr-2 text-right font-semibold">
                  Price
                </th>
                <th scope="col" className="py-1.5 font-semibold">
                  <span className="sr-only">When</span>
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
                    {tier.label}
                    {tier.current && (
                      <span className="ml-1.5 inline-block rounded-full bg-amber-700 px-1.5 py-0.5 align-middle text-[10px] font-bold uppercase text-white">
                        Now
                      </span>
                    )}
                  </th>
                  <td className="py-2 pr-2 text-right align-top tabular-nums">{formatUsd(tier.price)}</td>
                  <td className="py-2 pr-1 align-top text-xs">{tier.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}

      <Button
        variant="accent"
        block
        onClick={() => claim.start({ venueId })}
        pending={claim.pending}
        pendingLabel="Processing..."
        disabled={pricing.isLoading}
        className="mt-5"
      >
        Claim & Feature this Venue
      </Button>
      <p className="mt-2 text-xs text-slate-600">Featured venues are labelled as paid placement. Buying again adds 30 days.</p>
    </section>
  );
}
