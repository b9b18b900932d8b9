// 'Become a City Sponsor' box on the city page: monthly sponsorship through the payment provider.
// After the final it says what a sponsorship buys now (docs/decisions/009, 032).

import { FIELD_MAX } from "@shared/limits";
import { isSeasonPhase, offerWording } from "@shared/offer-text";
import { Megaphone } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { useSponsorCheckout, useSponsorPricing } from "../api/payments";
import { useCheckoutReturn, useCheckoutStart } from "../lib/checkout-return";
import { currentPhase } from "../lib/clock";
import { formatUsd } from "../lib/format";
import { LOCALE } from "../lib/i18n";
import { toast } from "../lib/toast";
import { Button } from "./ui/Button";
import { Field, Input } from "./ui/Field";

const PITCH = { tournament: "pitch", afterFinal: "pitchAfterFinal", season: "pitchSeason" } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function CitySponsorBox({ citySlug, cityName }: { citySlug: string; cityName: string }) {
  const t = useTranslations("city.sponsor");
  const pricing = useSponsorPricing();
  const checkout = useCheckoutStart(useSponsorCheckout(), t("checkoutFailed"));
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const ids = useId();

  useCheckoutReturn("sponsor", {
    onSuccess: () =>
      toast({
        title: t("thanksTitle"),
        description: t("thanksText"),
        variant: "success",
      }),
    onCancel: () => toast({ title: t("cancelledTitle"), description: t("cancelledText") }),
  });

  useEffect(() => {
    if (open) emailRef.current?.focus();
  }, [open]);

  const price = pricing.data ? t("perMonth", { price: formatUsd(pricing.data.price) }) : null;
  // Until the price is known the pitch follows the clock alone; a season's price then names the season.
  const wording = offerWording(currentPhase(), pricing.data?.phase ?? "standard");

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setInvalid(true);
      emailRef.current?.focus();
      return;
    }
    checkout.start({ citySlug, contactEmail: value });
  }

  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-xl bg-night-900 p-5 text-white" data-testid="city-sponsor-box">
      <h2 id={`${ids}-title`} className="flex items-center gap-2 text-lg font-bold">
        <Megaphone className="h-5 w-5 text-amber-400" aria-hidden />
        {t("title")}
      </h2>
      <p className="mt-2 text-sm text-slate-200">{t(PITCH[wording], { city: cityName })}</p>
      {!open ? (
        <Button variant="accent" block onClick={() => setOpen(true)} disabled={pricing.isLoading} aria-expanded={false} className="mt-4">
          {price ? t("learnMorePrice", { price }) : t("learnMore")}
        </Button>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3" aria-label={t("form", { city: cityName })}>
          {pricing.data && (
            <p className="text-sm text-slate-200">
              <span className="font-semibold text-white">{price}</span>:{" "}
              {LOCALE === "en"
                ? pricing.data.description
                : isSeasonPhase(pricing.data.phase)
                  ? t(`seasonDescriptions.${pricing.data.phase}`)
                  : t("description")}
            </p>
          )}
          <Field label={t("email")} look="dark" error={invalid ? t("invalidEmail") : undefined}>
            <Input
              ref={emailRef}
              type="email"
              required
              autoComplete="email"
              maxLength={FIELD_MAX.email}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setInvalid(false);
              }}
              placeholder={t("emailPlaceholder")}
            />
          </Field>
          <Button type="submit" variant="accent" block pending={checkout.pending} pendingLabel={t("processing")}>
            {t("continue")}
          </Button>
          <Button variant="ghostInverse" size="sm" block onClick={() => setOpen(false)}>
            {t("notNow")}
          </Button>
        </form>
      )}
    </section>
  );
}
