// /submit: a venue owner submits a venue and pays the listing fee (Stripe Checkout or the test checkout).

import { VENUE_TYPES, type VenueType } from "@shared/constants";
import type { ClaimChoices } from "@shared/contract/claims";
import type { LikelyDuplicate, SubmissionCheckoutRequest } from "@shared/contract/payments";
import { FIELD_MAX } from "@shared/limits";
import { teamName } from "@shared/match-text";
import { offerWording } from "@shared/offer-text";
import { apiKeys } from "@shared/query-keys";
import { CheckCircle2, Clock, ShieldCheck } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { useCities } from "../api/cities";
import { useSubmissionCheckout, useSubmissionPricing } from "../api/payments";
import { ContentPageHeading } from "../components/PageHeading";
import { CheckoutSummary } from "../components/submit/CheckoutSummary";
import { DuplicateWarning, likelyDuplicateOf } from "../components/submit/DuplicateWarning";
import { useSubmissionIssue } from "../components/submit/submission-issue";
import { BelowTheFold } from "../components/ui/BelowTheFold";
import { Button, ButtonLink } from "../components/ui/Button";
import { Field, Input, Select, Textarea } from "../components/ui/Field";
import { Skeleton } from "../components/ui/Skeleton";
import { useTagLabel } from "../components/venue/venue-type";
import { ContactFields } from "../components/venue-form/ContactFields";
import {
  checkDetails,
  type DetailsDraft,
  type DetailsErrors,
  type DetailsField,
  detailsDraft,
  firstError,
  useDetailsMessages,
} from "../components/venue-form/details";
import { HoursEditor } from "../components/venue-form/HoursEditor";
import { LocationPicker } from "../components/venue-form/LocationPicker";
import { useApiQuery } from "../lib/api";
import { useCheckoutReference, useCheckoutReturn, useCheckoutStart } from "../lib/checkout-return";
import { currentPhase } from "../lib/clock";
import { useStaticPageMeta } from "../lib/document-head";
import { cityLabel, formatUsd } from "../lib/format";
import { INTL_TAG, LOCALE } from "../lib/i18n";
import { usePricingText } from "../lib/offers";
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
  /** "Matches shown": "" (not said), every match of every competition, of the chosen competitions, or the supported team's. */
  showsMatches: "" | "every" | "competitions" | "team";
  /** With "competitions": the ids ticked. */
  showsCompetitions: string[];
  /** "Supporters' venue for": a FIFA code, or "". */
  supportersTeam: string;
  /** "Type of venue": the kinds ticked (VENUE_TYPES). */
  venueTypes: VenueType[];
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
  showsCompetitions: [],
  supportersTeam: "",
  venueTypes: [],
  listing: detailsDraft(),
  companyWebsite: "",
};

const REQUIRED = ["venueName", "cityId", "address", "contactEmail"] as const;
type RequiredField = (typeof REQUIRED)[number];

/** The amenities' checkboxes; each key is also its label's key in submit.page. */
const AMENITIES = ["hasFood", "familyFriendly", "bigScreens", "openLate"] as const;

/** Label, hint and placeholder are keys in submit.page. */
type InputSpec = { label: "venueName" | "address" | "email"; hint?: "emailHint"; placeholder?: "venueNamePlaceholder" | "addressPlaceholder" } & Omit<
  React.ComponentProps<"input">,
  "placeholder"
>;

/** The required text inputs; the limits are the ones the Worker enforces. */
const INPUTS: Record<"venueName" | "address" | "contactEmail", InputSpec> = {
  venueName: { label: "venueName", type: "text", maxLength: FIELD_MAX.venueName, autoComplete: "organization", placeholder: "venueNamePlaceholder" },
  address: { label: "address", type: "text", maxLength: FIELD_MAX.address, autoComplete: "street-address", placeholder: "addressPlaceholder" },
  contactEmail: {
    label: "email",
    hint: "emailHint",
    type: "email",
    maxLength: FIELD_MAX.email,
    autoComplete: "email",
    inputMode: "email",
  },
};

/** The form picks teams and competitions, never a match: the season's matches are not asked for. */
const TEAMS_ONLY = { without: "matches" } as const;

/** The e-mail field's example address (the same in every language). */
const EMAIL_PLACEHOLDER = "you@example.com";

/**
 * The team a venue's supporters follow. It asks for the teams itself, so that their arrival redraws
 * this field alone rather than the whole form.
 */
function SupportersTeamField({
  id,
  value,
  onChange,
  required,
  missing,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  required: boolean;
  missing: boolean;
}) {
  const t = useTranslations("submit.page");
  const validation = useTranslations("submit.validation");
  const tm = useTranslations("matches");
  const teams = useApiQuery(apiKeys.claimChoices(TEAMS_ONLY), { staleTime: 60 * 60 * 1000 });
  // Nations by their name in the page's language, then each league's clubs.
  const groups = useMemo(() => {
    const data = teams.data;
    if (!data) return [];
    const name = (team: ClaimChoices["teams"][number]) =>
      team.kind === "nation" ? teamName(team, tm) : LOCALE === "es" ? (team.nameEs ?? team.name) : team.name;
    const sorted = (list: ClaimChoices["teams"]) =>
      list.map((team) => ({ code: team.code, name: name(team) })).sort((a, b) => a.name.localeCompare(b.name, INTL_TAG));
    return [
      { label: t("nations"), teams: sorted(data.teams.filter((team) => team.kind === "nation")) },
      ...data.competitions
        .filter((c) => c.kind === "league")
        .map((c) => ({
          label: LOCALE === "es" ? c.shortEs : c.shortEn,
          teams: sorted(data.teams.filter((team) => team.kind === "club" && team.competitions[0] === c.id)),
        })),
    ].filter((g) => g.teams.length > 0);
  }, [teams.data, tm, t]);
  return (
    <Field
      label={t("supportersFor")}
      id={id}
      required={required}
      error={missing ? validation("teamRequired") : teams.isError ? t("teamsFailed") : undefined}
      hint={required ? t("teamHintRequired") : t("teamHintOptional")}
    >
      <Select name="supportersTeam" value={value} onChange={(e) => onChange(e.target.value)} disabled={teams.isLoading}>
        <option value="">{teams.isLoading ? t("loadingTeams") : t("noTeam")}</option>
        {groups.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.teams.map((team) => (
              <option key={team.code} value={team.code}>
                {team.name}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
    </Field>
  );
}

/** "Competitions shown": every match of each competition ticked. */
function CompetitionsField({ id, value, onChange, missing }: { id: string; value: string[]; onChange: (ids: string[]) => void; missing: boolean }) {
  const t = useTranslations("submit.page");
  const validation = useTranslations("submit.validation");
  const choices = useApiQuery(apiKeys.claimChoices(TEAMS_ONLY), { staleTime: 60 * 60 * 1000 });
  return (
    <fieldset className="sm:col-span-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-700">{t("competitionsShown")}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t("competitionsHint")}
      </p>
      {missing && (
        <p className="mt-1 text-sm font-medium text-red-700" role="alert">
          {validation("competitionRequired")}
        </p>
      )}
      <div className="mt-2 grid gap-1 sm:grid-cols-2">
        {(choices.data?.competitions ?? []).map((c, i) => (
          <label key={c.id} className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
            <input
              id={i === 0 ? id : undefined}
              type="checkbox"
              className="h-5 w-5 accent-pitch-700"
              checked={value.includes(c.id)}
              onChange={(e) => onChange(e.target.checked ? [...value, c.id] : value.filter((x) => x !== c.id))}
            />
            {LOCALE === "es" ? c.nameEs : c.nameEn}
          </label>
        ))}
        {choices.isError && <p className="text-sm text-red-700">{t("teamsFailed")}</p>}
      </div>
    </fieldset>
  );
}

function PriceBanner() {
  const pricing = useSubmissionPricing();
  const t = useTranslations("submit.price");
  const text = usePricingText();
  if (pricing.isLoading) {
    return (
      <div className="mb-8 rounded-xl border border-pitch-100 bg-pitch-50 p-5" role="status" aria-busy="true" aria-label={t("loading")}>
        <Skeleton className="h-8 w-40" />
        <Skeleton className="mt-3 h-4 w-3/4" />
      </div>
    );
  }
  if (!pricing.data) {
    return (
      <p className="mb-8 rounded-xl border border-slate-200 bg-white p-5 text-slate-700" role="status">
        {t("unavailable")}
      </p>
    );
  }
  const { price } = pricing.data;
  const description = text.description("submission", pricing.data);
  const note = text.note(pricing.data);
  const label = text.label(pricing.data);
  return (
    <section aria-labelledby="submission-price" className="mb-8 rounded-xl border border-pitch-100 bg-pitch-50 p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="submission-price" className="text-3xl font-bold text-pitch-800">
          {formatUsd(price)} <span className="text-base font-semibold text-pitch-800">{t("perSubmission")}</span>
        </h2>
        <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-pitch-800 ring-1 ring-inset ring-pitch-100">{label}</span>
      </div>
      <p className="mt-2 text-slate-700">{description}</p>
      {note && <p className="mt-2 text-sm font-medium text-amber-900">{note}</p>}
      {offerWording(currentPhase(), pricing.data.phase) === "afterFinal" && (
        <p className="mt-2 text-sm text-slate-700" data-testid="offer-after-final">
          {t("afterFinalSubmission")}
        </p>
      )}
    </section>
  );
}

function SuccessNotice({ onDismiss }: { onDismiss: () => void }) {
  const t = useTranslations("submit.success");
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
        <strong className="font-semibold">{t("title")}</strong> {t("text")}
      </p>
      <Button variant="success" size="sm" onClick={onDismiss} className="self-start">
        {t("gotIt")}
      </Button>
    </div>
  );
}

// What was typed, kept in this tab while the browser is at the payment page: Cancel or Back brings the
// form back as filled. Card details are typed on the payment page and never pass through here; the
// hidden trap field is not kept.
const DRAFT_KEY = "submit-draft";

function readDraft(): FormState {
  try {
    // A paid return starts empty: the draft went in with the payment.
    if (new URLSearchParams(location.search).get("success") === "1") sessionStorage.removeItem(DRAFT_KEY);
    const raw = sessionStorage.getItem(DRAFT_KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<FormState>), companyWebsite: "" } : EMPTY;
  } catch {
    return EMPTY;
  }
}

function keepDraft(form: FormState) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...form, companyWebsite: "" }));
  } catch {
    // Storage full or refused (private mode): the form still goes to the payment page.
  }
}

export default function SubmitPage() {
  useStaticPageMeta("submit");
  const t = useTranslations("submit.page");
  const toasts = useTranslations("submit.toasts");
  const field = useTranslations("common.field");
  const detailsMessages = useDetailsMessages();
  const submissionIssue = useSubmissionIssue();
  const tagLabel = useTagLabel();
  const pricing = useSubmissionPricing();
  const cities = useCities();
  const checkout = useCheckoutStart(useSubmissionCheckout(), toasts("setupFailed"));
  const [form, setForm] = useState<FormState>(readDraft);
  // One press, one checkout: a second press while the first is being checked does nothing.
  const submitting = useRef(false);
  useEffect(() => {
    if (!checkout.pending) submitting.current = false;
  }, [checkout.pending]);
  const [invalid, setInvalid] = useState<Set<RequiredField>>(new Set());
  const [succeeded, setSucceeded] = useState(false);
  const [teamMissing, setTeamMissing] = useState(false);
  const [competitionMissing, setCompetitionMissing] = useState(false);
  const [detailErrors, setDetailErrors] = useState<DetailsErrors>({});
  /** A required field's message, when the form says more than "missing" (the Spanish form's own checks). */
  const [fieldError, setFieldError] = useState<{ field: RequiredField; message: string } | null>(null);
  /** The venue the Worker found this one like, and the form as sent: paying for it is asked again. */
  const [duplicate, setDuplicate] = useState<{ venue: LikelyDuplicate; body: Omit<SubmissionCheckoutRequest, "locale"> } | null>(null);
  const reference = useCheckoutReference();
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;

  useCheckoutReturn("submission", {
    onSuccess: () => setSucceeded(true),
    onCancel: () => toast({ title: toasts("cancelledTitle"), description: toasts("cancelledText"), variant: "destructive" }),
  });

  const sortedCities = useMemo(() => [...(cities.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [cities.data]);
  const chosenCity = sortedCities.find((c) => String(c.id) === form.cityId) ?? null;

  /** Changes the listing's details; the message of the field they belong to goes until the next submit. */
  const setListing = (patch: Partial<DetailsDraft>, field: DetailsField) => {
    setForm((f) => ({ ...f, listing: { ...f.listing, ...patch } }));
    setDuplicate(null);
    if (detailErrors[field]) setDetailErrors(({ [field]: _, ...rest }) => rest);
  };

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setDuplicate(null);
    if (key === "supportersTeam" || key === "showsMatches") setTeamMissing(false);
    if (key === "showsCompetitions" || key === "showsMatches") setCompetitionMissing(false);
    if (fieldError?.field === key) setFieldError(null);
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
    const { label, hint, placeholder, ...attrs } = INPUTS[key];
    const error = fieldError?.field === key ? fieldError.message : undefined;
    return (
      <Field label={t(label)} id={id(key)} required invalid={invalid.has(key) || !!error} hint={hint && t(hint)} error={error}>
        <Input {...attrs} placeholder={placeholder ? t(placeholder) : EMAIL_PLACEHOLDER} {...bind(key)} />
      </Field>
    );
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current || checkout.pending) return;
    submitting.current = true;
    // Once the checkout starts, the button's pending state takes over (the effect below lets go).
    if (!(await submit())) submitting.current = false;
  }

  /** Checks the form and starts the checkout; false when something is missing or wrong. */
  async function submit(): Promise<boolean> {
    setFieldError(null);
    const missing = REQUIRED.filter((key) => !form[key].trim());
    if (missing.length) {
      setInvalid(new Set(missing));
      toast({ title: toasts("missingTitle"), description: toasts("missingText"), variant: "destructive" });
      document.getElementById(id(missing[0]))?.focus();
      return false;
    }
    const listing = checkDetails(form.listing, chosenCity, detailsMessages);
    setDetailErrors(listing.errors);
    const wrong = firstError(listing.errors);
    if (wrong) {
      toast({ title: toasts("checkTitle"), description: listing.errors[wrong], variant: "destructive" });
      document.getElementById(id(wrong))?.focus();
      return false;
    }
    if (form.showsMatches === "team" && !form.supportersTeam) {
      setTeamMissing(true);
      document.getElementById(id("supportersTeam"))?.focus();
      return false;
    }
    if (form.showsMatches === "competitions" && form.showsCompetitions.length === 0) {
      setCompetitionMissing(true);
      document.getElementById(id("showsCompetitions"))?.focus();
      return false;
    }
    const { phone, website, instagram, hours, location } = listing.values;
    const body = {
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
      ...(form.showsMatches === "competitions" ? { showsCompetitions: form.showsCompetitions } : {}),
      supportersTeam: form.supportersTeam,
      venueTypes: form.venueTypes,
      phone,
      venueWebsite: website,
      instagram,
      hours,
      location,
      company_website: form.companyWebsite,
    };
    // The Worker's own rules, checked here first in every language, so that what the Worker would
    // refuse (an address such as "owner@bar", which the browser's e-mail type lets through) marks its
    // field with a message in the page's language instead of failing the payment's setup.
    const issue = await submissionIssue(body);
    if (issue) {
      toast({ title: toasts("checkTitle"), description: issue.message, variant: "destructive" });
      if (issue.field === "supportersTeam") setTeamMissing(true);
      else if (issue.field === "showsCompetitions") setCompetitionMissing(true);
      else if (issue.field && (REQUIRED as readonly string[]).includes(issue.field)) {
        setFieldError({ field: issue.field as RequiredField, message: issue.message });
      }
      if (issue.field) document.getElementById(id(issue.field))?.focus();
      return false;
    }
    keepDraft(form);
    checkout.start(body, (err) => {
      const venue = likelyDuplicateOf(err);
      if (venue) setDuplicate({ venue, body });
      return !!venue;
    });
    return true;
  }

  /** The second, explicit choice to pay for a likely duplicate (still one press, one checkout). */
  function payAnyway() {
    if (!duplicate || submitting.current || checkout.pending) return;
    submitting.current = true;
    checkout.start({ ...duplicate.body, confirmDuplicate: true });
  }

  function stopDuplicate() {
    setDuplicate(null);
    document.getElementById(id("venueName"))?.focus();
  }

  function dismissSuccess() {
    setSucceeded(false);
    setForm(EMPTY);
    setInvalid(new Set());
    setTeamMissing(false);
    setCompetitionMissing(false);
    setDetailErrors({});
    setFieldError(null);
  }

  const submitLabel = pricing.data ? t("payAndSubmit", { price: formatUsd(pricing.data.price) }) : t("submit");

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
            aria-label={t("formLabel")}
            className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            {input("venueName")}

            <Field label={t("city")} id={id("cityId")} required invalid={invalid.has("cityId")} error={cities.isError ? t("citiesFailed") : undefined}>
              <Select {...bind("cityId")} disabled={cities.isLoading}>
                <option value="">{cities.isLoading ? t("loadingCities") : t("selectCity")}</option>
                {sortedCities.map((city) => (
                  <option key={city.id} value={String(city.id)}>
                    {cityLabel(city)}
                  </option>
                ))}
              </Select>
            </Field>

            {input("address")}

            {input("contactEmail")}

            {/* What follows the first four fields is below the first screen. */}
            <BelowTheFold>
              <Field label={t("details")} id={id("details")}>
                <Textarea {...bind("details")} rows={4} maxLength={FIELD_MAX.details} placeholder={t("detailsPlaceholder")} />
              </Field>

              <fieldset>
                <legend className="mb-2 text-sm font-semibold text-slate-800">{t("amenities")}</legend>
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {AMENITIES.map((key) => (
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
                      {t(key)}
                    </label>
                  ))}
                </div>
              </fieldset>

              <fieldset aria-describedby={id("venueTypesHint")}>
                <legend className="text-sm font-semibold text-slate-800">
                  {t("venueTypes")} <span className="font-normal text-slate-600">{field("optional")}</span>
                </legend>
                <p id={id("venueTypesHint")} className="mb-2 mt-1 text-sm text-slate-600">
                  {t("venueTypesHint")}
                </p>
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {VENUE_TYPES.map((type) => (
                    <label
                      key={type}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-slate-800 hover:bg-slate-50"
                    >
                      <input
                        type="checkbox"
                        name="venueTypes"
                        value={type}
                        checked={form.venueTypes.includes(type)}
                        onChange={(e) =>
                          set(
                            "venueTypes",
                            VENUE_TYPES.filter((t) => (t === type ? e.target.checked : form.venueTypes.includes(t))),
                          )
                        }
                        className="h-5 w-5 rounded border-slate-300 accent-pitch-700"
                      />
                      {tagLabel(type)}
                    </label>
                  ))}
                </div>
              </fieldset>

              <section aria-labelledby={id("listing")} className="space-y-6 border-t border-slate-200 pt-6">
                <div>
                  <h2 id={id("listing")} className="text-lg font-semibold text-slate-900">
                    {t("listingDetails")} <span className="font-normal text-slate-600">{field("optional")}</span>
                  </h2>
                  <p className="mt-1 text-sm text-slate-600">{t("listingIntro")}</p>
                </div>
                <ContactFields value={form.listing} errors={detailErrors} onChange={(key, text) => setListing({ [key]: text }, key)} idOf={(key) => id(key)} />
                <HoursEditor
                  id={id("hours")}
                  value={form.listing.hours}
                  onChange={(hours) => setListing({ hours }, "hours")}
                  error={detailErrors.hours}
                  hint={t("hoursHint")}
                />
                <LocationPicker
                  id={id("location")}
                  lat={form.listing.lat}
                  lng={form.listing.lng}
                  onChange={(lat, lng) => setListing({ lat, lng }, "location")}
                  city={chosenCity}
                  error={detailErrors.location}
                  hint={t.rich("locationHint", { strong: (chunks) => <strong className="font-semibold text-slate-800">{chunks}</strong> })}
                />
              </section>

              <div className="grid gap-6 sm:grid-cols-2">
                <Field label={t("matchesShown")} id={id("showsMatches")} hint={t("matchesShownHint")}>
                  <Select name="showsMatches" value={form.showsMatches} onChange={(e) => set("showsMatches", e.target.value as FormState["showsMatches"])}>
                    <option value="">{t("notSpecified")}</option>
                    <option value="every">{t("everyCompetition")}</option>
                    <option value="competitions">{t("chosenCompetitions")}</option>
                    <option value="team">{t("teamMatches")}</option>
                  </Select>
                </Field>
                {form.showsMatches === "competitions" && (
                  <CompetitionsField
                    id={id("showsCompetitions")}
                    value={form.showsCompetitions}
                    onChange={(ids) => set("showsCompetitions", ids)}
                    missing={competitionMissing}
                  />
                )}
                <SupportersTeamField
                  id={id("supportersTeam")}
                  value={form.supportersTeam}
                  onChange={(code) => set("supportersTeam", code)}
                  required={form.showsMatches === "team"}
                  missing={teamMissing}
                />
              </div>

              {/* Honeypot: invisible to people and skipped by keyboard and screen readers; bots fill it in. */}
              <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
                <label htmlFor={id("company_website")}>{t("honeypot")}</label>
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

              {duplicate ? (
                <DuplicateWarning
                  duplicate={duplicate.venue}
                  price={pricing.data ? formatUsd(pricing.data.price) : null}
                  pending={checkout.pending}
                  pendingLabel={t("processing")}
                  onStop={stopDuplicate}
                  onGoOn={payAnyway}
                />
              ) : (
                <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
                  <ButtonLink to="/" variant="secondary">
                    {t("cancel")}
                  </ButtonLink>
                  <Button type="submit" pending={checkout.pending} pendingLabel={t("processing")} disabled={pricing.isLoading}>
                    {submitLabel}
                  </Button>
                </div>
              )}
            </BelowTheFold>
          </form>

          <ul className="mt-6 space-y-2 text-sm text-slate-600">
            <li className="flex items-start gap-2">
              <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>{t("reviewNote")}</span>
            </li>
            <li className="flex items-start gap-2">
              <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>{t("secureNote")}</span>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
