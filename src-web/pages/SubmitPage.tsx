// /submit: a venue owner submits a venue and pays the listing fee (Stripe Checkout or the test checkout).

import { TEAM_REQUIRED } from "@shared/constants";
import { FIELD_MAX } from "@shared/limits";
import { apiKeys } from "@shared/query-keys";
import { CheckCircle2, Clock, ShieldCheck } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useCities } from "../api/cities";
import { useSubmissionCheckout, useSubmissionPricing } from "../api/payments";
import { ContentPageHeading } from "../components/PageHeading";
import { CheckoutSummary } from "../components/submit/CheckoutSummary";
import { Button, ButtonLink } from "../components/ui/Button";
import { Field, Input, Select, Textarea } from "../components/ui/Field";
import { Skeleton } from "../components/ui/Skeleton";
import { ContactFields } from "../components/venue-form/ContactFields";
import { checkDetails, type DetailsDraft, type DetailsErrors, type DetailsField, detailsDraft, firstError } from "../components/venue-form/details";
import { HoursEditor } from "../components/venue-form/HoursEditor";
import { LocationPicker } from "../components/venue-form/LocationPicker";
import { useApiQuery } from "../lib/api";
import { useCheckoutReturn, useCheckoutStart } from "../lib/checkout-return";
import { currentPhase } from "../lib/clock";
import { useStaticPageMeta } from "../lib/document-head";
import { formatUsd } from "../lib/format";
import { OFFER_AFTER_FINAL } from "../lib/offers";
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
  /** "Matches shown": "" (not said), every match, or the supported team's. */
  showsMatches: "" | "all" | "team";
  /** "Supporters' venue for": a FIFA code, or "". */
  supportersTeam: string;
  /** Phone, website, Instagram, opening hours and map pin, as typed (all optional). */
  listing: DetailsDraft;
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
  showsMatches: "",
  supportersTeam: "",
  listing: detailsDraft(),
  companyWebsite: "",
};

/** A checkout reference in the success address (a UUID); anything else is ignored. */
const REFERENCE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const REQUIRED = ["venueName", "cityId", "address", "contactEmail"] as const;
type RequiredField = (typeof REQUIRED)[number];

const AMENITIES = [
  { key: "hasFood", label: "Has Food" },
  { key: "familyFriendly", label: "Family Friendly" },
  { key: "bigScreens", label: "Big Screens" },
  { key: "openLate", label: "Open Late" },
] as const;

type InputSpec = { label: string; hint?: string } & React.ComponentProps<"input">;

/** The required text inputs; the limits are the ones the Worker enforces. */
const INPUTS: Record<"venueName" | "address" | "contactEmail", InputSpec> = {
  venueName: { label: "Venue Name", type: "text", maxLength: FIELD_MAX.venueName, autoComplete: "organization", placeholder: "e.g. The Corner Pitch" },
  address: { label: "Address", type: "text", maxLength: FIELD_MAX.address, autoComplete: "street-address", placeholder: "Street address, city, state" },
  contactEmail: {
    label: "Your Email",
    hint: "We send your receipt and the review result here.",
    type: "email",
    maxLength: FIELD_MAX.email,
    autoComplete: "email",
    inputMode: "email",
    placeholder: "you@example.com",
  },
};

const SUCCESS_TEXT =
  "Your venue submission has been received and will be reviewed within 24-48 hours. We'll email you at the provided address when it's approved.";

function PriceBanner() {
  const pricing = useSubmissionPricing();
  if (pricing.isLoading) {
    return (
      <div className="mb-8 rounded-xl border border-pitch-100 bg-pitch-50 p-5" role="status" aria-busy="true" aria-label="Loading pricing">
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
      {currentPhase() === "after" && (
        <p className="mt-2 text-sm text-slate-700" data-testid="offer-after-final">
          {OFFER_AFTER_FINAL.submission}
        </p>
      )}
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
      <Button variant="success" size="sm" onClick={onDismiss} className="self-start">
        Got it
      </Button>
    </div>
  );
}

export default function SubmitPage() {
  useStaticPageMeta("submit");
  const pricing = useSubmissionPricing();
  const cities = useCities();
  const checkout = useCheckoutStart(useSubmissionCheckout(), "Payment Setup Failed");
  const [form, setForm] = useState<FormState>(EMPTY);
  const [invalid, setInvalid] = useState<Set<RequiredField>>(new Set());
  const [succeeded, setSucceeded] = useState(false);
  const [teamMissing, setTeamMissing] = useState(false);
  const [detailErrors, setDetailErrors] = useState<DetailsErrors>({});
  const [searchParams] = useSearchParams();
  const checkoutParam = searchParams.get("checkout") ?? "";
  const reference = REFERENCE.test(checkoutParam) ? checkoutParam : undefined;
  const teams = useApiQuery(apiKeys.teams(), { staleTime: 60 * 60 * 1000 });
  const sortedTeams = useMemo(() => [...(teams.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [teams.data]);
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;

  useCheckoutReturn("submission", {
    onSuccess: () => setSucceeded(true),
    onCancel: () =>
      toast({ title: "Payment Cancelled", description: "Your venue submission was cancelled. You can try again anytime.", variant: "destructive" }),
  });

  const sortedCities = useMemo(() => [...(cities.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [cities.data]);
  const chosenCity = sortedCities.find((c) => String(c.id) === form.cityId) ?? null;

  /** Changes the listing's details; the message of the field they belong to goes until the next submit. */
  const setListing = (patch: Partial<DetailsDraft>, field: DetailsField) => {
    setForm((f) => ({ ...f, listing: { ...f.listing, ...patch } }));
    if (detailErrors[field]) setDetailErrors(({ [field]: _, ...rest }) => rest);
  };

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key === "supportersTeam" || key === "showsMatches") setTeamMissing(false);
    if (invalid.has(key as RequiredField)) {
      setInvalid((prev) => {
        const next = new Set(prev);
        next.delete(key as RequiredField);
        return next;
      });
    }
  };
  /** The props binding a text field or the city select to the form state. */
  const bind = (key: RequiredField | "details") => ({
    name: key,
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(key, e.target.value),
  });
  const input = (key: keyof typeof INPUTS) => {
    const { label, hint, ...attrs } = INPUTS[key];
    return (
      <Field label={label} id={id(key)} required invalid={invalid.has(key)} hint={hint}>
        <Input {...attrs} {...bind(key)} />
      </Field>
    );
  };

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = REQUIRED.filter((key) => !form[key].trim());
    if (missing.length) {
      setInvalid(new Set(missing));
      toast({ title: "Missing Required Fields", description: "Please fill in all required fields.", variant: "destructive" });
      document.getElementById(id(missing[0]))?.focus();
      return;
    }
    const listing = checkDetails(form.listing, chosenCity);
    setDetailErrors(listing.errors);
    const wrong = firstError(listing.errors);
    if (wrong) {
      toast({ title: "Please Check the Details", description: listing.errors[wrong], variant: "destructive" });
      document.getElementById(id(wrong))?.focus();
      return;
    }
    if (form.showsMatches === "team" && !form.supportersTeam) {
      setTeamMissing(true);
      document.getElementById(id("supportersTeam"))?.focus();
      return;
    }
    const { phone, website, instagram, hours, location } = listing.values;
    checkout.start({
      venueName: form.venueName.trim(),
      cityId: Number.parseInt(form.cityId, 10),
      address: form.address.trim(),
      contactEmail: form.contactEmail.trim(),
      details: form.details.trim(),
      hasFood: form.hasFood,
      familyFriendly: form.familyFriendly,
      bigScreens: form.bigScreens,
      openLate: form.openLate,
      showsMatches: form.showsMatches,
      supportersTeam: form.supportersTeam,
      phone,
      venueWebsite: website,
      instagram,
      hours,
      location,
      company_website: form.companyWebsite,
    });
  }

  function dismissSuccess() {
    setSucceeded(false);
    setForm(EMPTY);
    setInvalid(new Set());
    setTeamMissing(false);
    setDetailErrors({});
  }

  const submitLabel = pricing.data ? `Pay ${formatUsd(pricing.data.price)} & Submit` : "Submit";

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <ContentPageHeading page="submit" />

      {succeeded && <SuccessNotice onDismiss={dismissSuccess} />}

      {reference ? (
        <CheckoutSummary reference={reference} />
      ) : (
        <>
          <PriceBanner />

          <form
            noValidate
            onSubmit={onSubmit}
            aria-label="Venue submission"
            className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            {input("venueName")}

            <Field
              label="City"
              id={id("cityId")}
              required
              invalid={invalid.has("cityId")}
              error={cities.isError ? "Cities could not be loaded. Please reload the page." : undefined}
            >
              <Select {...bind("cityId")} disabled={cities.isLoading}>
                <option value="">{cities.isLoading ? "Loading cities..." : "Select a city"}</option>
                {sortedCities.map((city) => (
                  <option key={city.id} value={String(city.id)}>
                    {city.state ? `${city.name}, ${city.state}` : city.name}
                  </option>
                ))}
              </Select>
            </Field>

            {input("address")}

            {input("contactEmail")}

            <Field label="Additional Details" id={id("details")}>
              <Textarea
                {...bind("details")}
                rows={4}
                maxLength={FIELD_MAX.details}
                placeholder="Screens, food, match-day opening hours, supporters' groups..."
              />
            </Field>

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

            <section aria-labelledby={id("listing")} className="space-y-6 border-t border-slate-200 pt-6">
              <div>
                <h2 id={id("listing")} className="text-lg font-semibold text-slate-900">
                  Listing details <span className="font-normal text-slate-600">(optional)</span>
                </h2>
                <p className="mt-1 text-sm text-slate-600">Shown on your venue page once approved, so fans can call, find and plan around you.</p>
              </div>
              <ContactFields value={form.listing} errors={detailErrors} onChange={(key, text) => setListing({ [key]: text }, key)} idOf={(key) => id(key)} />
              <HoursEditor
                id={id("hours")}
                value={form.listing.hours}
                onChange={(hours) => setListing({ hours }, "hours")}
                error={detailErrors.hours}
                hint="Your usual hours. Add each day you open; days left empty show as closed. Hours past midnight are fine (e.g. 11:00 to 02:00)."
              />
              <LocationPicker
                id={id("location")}
                lat={form.listing.lat}
                lng={form.listing.lng}
                onChange={(lat, lng) => setListing({ lat, lng }, "location")}
                city={chosenCity}
                error={detailErrors.location}
                hint={
                  <>
                    Click the map where your venue is (drag the pin to adjust), or type or paste its coordinates from a map app. We do not look addresses up:{" "}
                    <strong className="font-semibold text-slate-800">without a pin, your venue is listed but not shown on the map</strong> until our team sets
                    its location.
                  </>
                }
              />
            </section>

            <div className="grid gap-6 sm:grid-cols-2">
              <Field label="Matches shown" id={id("showsMatches")} hint="Optional. Shown on your venue page once approved.">
                <Select name="showsMatches" value={form.showsMatches} onChange={(e) => set("showsMatches", e.target.value as FormState["showsMatches"])}>
                  <option value="">Not specified</option>
                  <option value="all">All matches</option>
                  <option value="team">My team's matches</option>
                </Select>
              </Field>
              <Field
                label="Supporters' venue for"
                id={id("supportersTeam")}
                required={form.showsMatches === "team"}
                error={teamMissing ? TEAM_REQUIRED : teams.isError ? "Teams could not be loaded. Please reload the page." : undefined}
                hint={form.showsMatches === "team" ? "The team whose matches you show." : "Optional: the team whose fans gather here."}
              >
                <Select name="supportersTeam" value={form.supportersTeam} onChange={(e) => set("supportersTeam", e.target.value)} disabled={teams.isLoading}>
                  <option value="">{teams.isLoading ? "Loading teams..." : "No team"}</option>
                  {sortedTeams.map((team) => (
                    <option key={team.code} value={team.code}>
                      {team.name}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>

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
              <ButtonLink to="/" variant="secondary">
                Cancel
              </ButtonLink>
              <Button type="submit" pending={checkout.pending} pendingLabel="Processing..." disabled={pricing.isLoading}>
                {submitLabel}
              </Button>
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
        </>
      )}
    </section>
  );
}
