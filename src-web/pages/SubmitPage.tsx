// /submit: a venue owner submits a venue and pays the listing fee (Stripe Checkout or the test checkout).
import { CheckCircle2, Clock, ShieldCheck } from "lucide-react";
import { clsx } from "clsx";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useCities } from "../api/cities";
import { goToCheckout, useSubmissionCheckout, useSubmissionPricing } from "../api/payments";
import { PageHeading } from "../components/PageHeading";
import { Skeleton } from "../components/ui/Skeleton";
import { errorMessage } from "../lib/api";
import { useDocumentMeta } from "../lib/document-head";
import { formatUsd } from "../lib/format";
import { SITE } from "../lib/site";
import { toast } from "../lib/toast";

interface FormState {
  venueName: string;
  cityId: string;
  address: string;
  contactEmail: string;
  details: string;
  hasFood: boolean;
  familyFriendly: boolean;
  bigScreens: boolean;
  openLate: boolean;
  /** Honeypot: hidden from people, filled by bots. */
  companyWebsite: string;
}

const EMPTY: FormState = {
  venueName: "",
  cityId: "",
  address: "",
  contactEmail: "",
  details: "",
  hasFood: false,
  familyFriendly: false,
  bigScreens: false,
  openLate: false,
  companyWebsite: "",
};

const REQUIRED = ["venueName", "cityId", "address", "contactEmail"] as const;
type RequiredField = (typeof REQUIRED)[number];

const AMENITIES = [
  { key: "hasFood", label: "Has Food" },
  { key: "familyFriendly", label: "Family Friendly" },
  { key: "bigScreens", label: "Big Screens" },
  { key: "openLate", label: "Open Late" },
] as const;

const SUCCESS_TEXT =
  "Your venue submission has been received and will be reviewed within 24-48 hours. We'll email you at the provided address when it's approved.";

const inputClass = (invalid: boolean) =>
  clsx(
    "block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 disabled:bg-slate-100",
    invalid ? "border-red-600" : "border-slate-300",
  );

function Label({ htmlFor, children, required }: { htmlFor: string; children: React.ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-slate-800">
      {children}
      {required && (
        <span className="ml-0.5 text-red-700" aria-hidden>
          *
        </span>
      )}
    </label>
  );
}

function PriceBanner() {
  const pricing = useSubmissionPricing();
  if (pricing.isLoading) {
    return (
      <div className="mb-8 rounded-xl border border-pitch-100 bg-pitch-50 p-5" aria-busy="true" aria-label="Loading pricing">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="mt-3 h-4 w-3/4" />
      </div>
    );
  }
  if (!pricing.data) {
    return (
      <p className="mb-8 rounded-xl border border-slate-200 bg-white p-5 text-slate-700" role="status">
        Pricing is not available right now. Please try again later.
      </p>
    );
  }
  const { price, description, note, label } = pricing.data;
  return (
    <section aria-labelledby="submission-price" className="mb-8 rounded-xl border border-pitch-100 bg-pitch-50 p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="submission-price" className="text-3xl font-bold text-pitch-800">
          {formatUsd(price)} <span className="text-base font-semibold text-pitch-800">per submission</span>
        </h2>
        <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-pitch-800 ring-1 ring-inset ring-pitch-100">{label}</span>
      </div>
      <p className="mt-2 text-slate-700">{description}</p>
      {note && <p className="mt-2 text-sm font-medium text-amber-900">{note}</p>}
    </section>
  );
}

function SuccessNotice({ onDismiss }: { onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-testid="payment-success"
      className="mb-8 flex flex-col gap-4 rounded-xl border border-green-300 bg-green-50 p-5 text-green-900 outline-none sm:flex-row sm:items-start"
    >
      <CheckCircle2 className="h-6 w-6 shrink-0 text-green-700" aria-hidden />
      <p className="flex-1">
        <strong className="font-semibold">Payment Successful!</strong> {SUCCESS_TEXT}
      </p>
      <button
        type="button"
        onClick={onDismiss}
        className="self-start rounded-md bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
      >
        Got it
      </button>
    </div>
  );
}

export default function SubmitPage() {
  useDocumentMeta(`Submit a Venue | ${SITE.name}`, "List your bar, pub or watch party for World Cup 2026 fans in your city.");
  const [searchParams, setSearchParams] = useSearchParams();
  const pricing = useSubmissionPricing();
  const cities = useCities();
  const checkout = useSubmissionCheckout();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [invalid, setInvalid] = useState<Set<RequiredField>>(new Set());
  const [succeeded, setSucceeded] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;

  // Returning from the payment page: show the outcome once, then clean the address.
  useEffect(() => {
    const success = searchParams.get("success") === "1";
    const cancelled = searchParams.get("cancelled") === "1";
    if (!searchParams.has("success") && !searchParams.has("cancelled")) return;
    if (success) setSucceeded(true);
    if (cancelled) {
      toast({ title: "Payment Cancelled", description: "Your venue submission was cancelled. You can try again anytime.", variant: "destructive" });
    }
    const next = new URLSearchParams(searchParams);
    next.delete("success");
    next.delete("cancelled");
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  // Back-button return from the payment page (page restored from the back/forward cache): enable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setRedirecting(false);
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  const sortedCities = useMemo(() => [...(cities.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [cities.data]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (invalid.has(key as RequiredField)) {
      setInvalid((prev) => {
        const next = new Set(prev);
        next.delete(key as RequiredField);
        return next;
      });
    }
  };

  const pending = checkout.isPending || redirecting;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = REQUIRED.filter((key) => !form[key].trim());
    if (missing.length) {
      setInvalid(new Set(missing));
      toast({ title: "Missing Required Fields", description: "Please fill in all required fields.", variant: "destructive" });
      document.getElementById(id(missing[0]))?.focus();
      return;
    }
    checkout.mutate(
      {
        venueName: form.venueName.trim(),
        cityId: Number.parseInt(form.cityId, 10),
        address: form.address.trim(),
        contactEmail: form.contactEmail.trim(),
        details: form.details.trim(),
        hasFood: form.hasFood,
        familyFriendly: form.familyFriendly,
        bigScreens: form.bigScreens,
        openLate: form.openLate,
        company_website: form.companyWebsite,
      },
      {
        onSuccess: ({ url }) => {
          if (!url) {
            toast({ title: "Payment Setup Failed", description: "Please try again later.", variant: "destructive" });
            return;
          }
          setRedirecting(true);
          goToCheckout(url);
        },
        onError: (err) => toast({ title: "Payment Setup Failed", description: errorMessage(err), variant: "destructive" }),
      },
    );
  }

  function dismissSuccess() {
    setSucceeded(false);
    setForm(EMPTY);
    setInvalid(new Set());
    checkout.reset();
  }

  const submitLabel = pending ? "Processing..." : pricing.data ? `Pay ${formatUsd(pricing.data.price)} & Submit` : "Submit";

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <PageHeading title="Submit a Venue" subtitle="Help other fans discover great World Cup watch spots in your city" />

      {succeeded && <SuccessNotice onDismiss={dismissSuccess} />}

      <PriceBanner />

      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Venue submission"
        className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <div>
          <Label htmlFor={id("venueName")} required>
            Venue Name
          </Label>
          <input
            id={id("venueName")}
            name="venueName"
            type="text"
            required
            maxLength={120}
            autoComplete="organization"
            placeholder="e.g. The Corner Pitch"
            value={form.venueName}
            onChange={(e) => set("venueName", e.target.value)}
            aria-invalid={invalid.has("venueName") || undefined}
            className={inputClass(invalid.has("venueName"))}
          />
        </div>

        <div>
          <Label htmlFor={id("cityId")} required>
            City
          </Label>
          <select
            id={id("cityId")}
            name="cityId"
            required
            value={form.cityId}
            onChange={(e) => set("cityId", e.target.value)}
            disabled={cities.isLoading}
            aria-invalid={invalid.has("cityId") || undefined}
            className={inputClass(invalid.has("cityId"))}
          >
            <option value="">{cities.isLoading ? "Loading cities..." : "Select a city"}</option>
            {sortedCities.map((city) => (
              <option key={city.id} value={String(city.id)}>
                {city.state ? `${city.name}, ${city.state}` : city.name}
              </option>
            ))}
          </select>
          {cities.isError && <p className="mt-1.5 text-sm text-red-700">Cities could not be loaded. Please reload the page.</p>}
        </div>

        <div>
          <Label htmlFor={id("address")} required>
            Address
          </Label>
          <input
            id={id("address")}
            name="address"
            type="text"
            required
            maxLength={200}
            autoComplete="street-address"
            placeholder="Street address, city, state"
            value={form.address}
            onChange={(e) => set("address", e.target.value)}
            aria-invalid={invalid.has("address") || undefined}
            className={inputClass(invalid.has("address"))}
          />
        </div>

        <div>
          <Label htmlFor={id("contactEmail")} required>
            Your Email
          </Label>
          <input
            id={id("contactEmail")}
            name="contactEmail"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={form.contactEmail}
            onChange={(e) => set("contactEmail", e.target.value)}
            aria-invalid={invalid.has("contactEmail") || undefined}
            aria-describedby={id("email-hint")}
            className={inputClass(invalid.has("contactEmail"))}
          />
          <p id={id("email-hint")} className="mt-1.5 text-sm text-slate-600">
            We send your receipt and the review result here.
          </p>
        </div>

        <div>
          <Label htmlFor={id("details")}>Additional Details</Label>
          <textarea
            id={id("details")}
            name="details"
            rows={4}
            maxLength={2000}
            placeholder="Screens, food, match-day opening hours, supporters' groups..."
            value={form.details}
            onChange={(e) => set("details", e.target.value)}
            className={inputClass(false)}
          />
        </div>

        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">Amenities</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {AMENITIES.map(({ key, label }) => (
              <label
                key={key}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-slate-800 hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  name={key}
                  checked={form[key]}
                  onChange={(e) => set(key, e.target.checked)}
                  className="h-5 w-5 rounded border-slate-300 accent-pitch-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        {/* Honeypot: invisible to people and skipped by keyboard and screen readers; bots fill it in. */}
        <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
          <label htmlFor={id("company_website")}>Company website</label>
          <input
            id={id("company_website")}
            name="company_website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={form.companyWebsite}
            onChange={(e) => set("companyWebsite", e.target.value)}
          />
        </div>

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
          <Link
            to="/"
            className="inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Cancel
          </Link>
          <button
            type="submit"
            disabled={pending || pricing.isLoading}
            className="inline-flex items-center justify-center rounded-md bg-pitch-700 px-5 py-2.5 font-semibold text-white hover:bg-pitch-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {submitLabel}
          </button>
        </div>
      </form>

      <ul className="mt-6 space-y-2 text-sm text-slate-600">
        <li className="flex items-start gap-2">
          <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>Submitted venues are reviewed by our team within 24-48 hours. We'll email you when your venue is approved.</span>
        </li>
        <li className="flex items-start gap-2">
          <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>Payments are processed securely by our payment provider; we never see your card details.</span>
        </li>
      </ul>
    </section>
  );
}
