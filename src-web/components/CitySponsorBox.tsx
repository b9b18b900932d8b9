// 'Become a City Sponsor' box on the city page: monthly sponsorship through the payment provider.
import { Megaphone } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { goToCheckout, useSponsorCheckout, useSponsorPricing } from "../api/payments";
import { errorMessage } from "../lib/api";
import { formatUsd } from "../lib/format";
import { toast } from "../lib/toast";

export function CitySponsorBox({ citySlug, cityName }: { citySlug: string; cityName: string }) {
  const pricing = useSponsorPricing();
  const checkout = useSponsorCheckout();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const ids = useId();

  // Back from the payment page: say what happened once, then clean the address.
  useEffect(() => {
    const outcome = searchParams.get("sponsor");
    if (!outcome) return;
    if (outcome === "success") {
      toast({ title: "Thank you for sponsoring!", description: "Payment received. We'll email you within 24 hours to set up your sponsorship.", variant: "success" });
    } else if (outcome === "cancelled") {
      toast({ title: "Checkout cancelled", description: "Nothing was charged." });
    }
    const next = new URLSearchParams(searchParams);
    next.delete("sponsor");
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  const { reset } = checkout;
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && reset();
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [reset]);

  useEffect(() => {
    if (open) emailRef.current?.focus();
  }, [open]);

  const pending = checkout.isPending || checkout.isSuccess;
  const price = pricing.data ? `${formatUsd(pricing.data.price)}/month` : null;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setInvalid(true);
      emailRef.current?.focus();
      return;
    }
    checkout.mutate(
      { citySlug, contactEmail: value },
      {
        onSuccess: ({ url }) => {
          if (url) goToCheckout(url);
          else toast({ title: "Checkout Failed", description: "Please try again later.", variant: "destructive" });
        },
        onError: (err) => toast({ title: "Checkout Failed", description: errorMessage(err), variant: "destructive" }),
      },
    );
  }

  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-xl bg-night-900 p-5 text-white" data-testid="city-sponsor-box">
      <h2 id={`${ids}-title`} className="flex items-center gap-2 text-lg font-bold">
        <Megaphone className="h-5 w-5 text-amber-400" aria-hidden />
        Become a City Sponsor
      </h2>
      <p className="mt-2 text-sm text-slate-200">
        Put your brand in front of fans looking for a place to watch the World Cup in {cityName}. Sponsor placements are always labelled
        as sponsored.
      </p>
      {!open ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          disabled={pricing.isLoading}
          aria-expanded={false}
          className="mt-4 w-full rounded-md bg-amber-500 px-4 py-2.5 font-semibold text-slate-900 hover:bg-amber-400 disabled:opacity-60"
        >
          {price ? `Learn More - ${price}` : "Learn More"}
        </button>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3" aria-label={`Sponsor ${cityName}`}>
          {pricing.data && (
            <p className="text-sm text-slate-200">
              <span className="font-semibold text-white">{price}</span>: {pricing.data.description}
            </p>
          )}
          <div>
            <label htmlFor={`${ids}-email`} className="mb-1 block text-sm font-semibold">
              Your Email
            </label>
            <input
              ref={emailRef}
              id={`${ids}-email`}
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setInvalid(false);
              }}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${ids}-error` : undefined}
              className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900"
              placeholder="you@yourbrand.com"
            />
            {invalid && (
              <p id={`${ids}-error`} className="mt-1 text-sm text-amber-300">
                Please enter a valid email address.
              </p>
            )}
          </div>
          <button
            type="submit"
            disabled={pending}
            className="w-full rounded-md bg-amber-500 px-4 py-2.5 font-semibold text-slate-900 hover:bg-amber-400 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {pending ? "Processing..." : "Continue to payment"}
          </button>
          <button type="button" onClick={() => setOpen(false)} className="w-full rounded-md px-4 py-2 text-sm font-medium text-slate-200 hover:bg-white/10">
            Not now
          </button>
        </form>
      )}
    </section>
  );
}
