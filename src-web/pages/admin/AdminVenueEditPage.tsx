// /admin/venues/{id}/edit: every field of one venue (name, city, address, status, types and tags,
// amenities, contact, hours, location, notes, cover). Saving sends only what changed (PATCH
// /api/admin/venues/{id}); the server checks it by the same rules and logs each change.

import { ADMIN_STATUSES, type AdminStatus } from "@shared/constants";
import type { AdminVenue, VenueEditRequest } from "@shared/contract/admin";
import { FIELD_MAX } from "@shared/limits";
import { VENUE_FIELD_MAX } from "@shared/venue-fields";
import { ArrowLeft, ExternalLink } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { isUnauthorized, useAdminVenue, useEditVenue } from "../../api/admin";
import { useCities } from "../../api/cities";
import { StatusBadge } from "../../components/admin/AdminBadges";
import { useAdminFailure, useRedirectOn401, withAdminGuard } from "../../components/admin/AdminGuard";
import { CityOptions } from "../../components/admin/CityOptions";
import { CoverUpload } from "../../components/admin/CoverUpload";
import { OpensEarlyField } from "../../components/admin/OpensEarlyField";
import { card } from "../../components/admin/ui";
import { VenueOpenDataPanel } from "../../components/admin/VenueOpenDataPanel";
import { VenueOwnersPanel } from "../../components/admin/VenueOwnersPanel";
import { Button, buttonClass } from "../../components/ui/Button";
import { Field, Input, Select, Textarea } from "../../components/ui/Field";
import { VENUE_AMENITIES } from "../../components/venue/AmenityList";
import { VENUE_TYPES } from "../../components/venue/venue-type";
import { ContactFields } from "../../components/venue-form/ContactFields";
import { checkDetails, type DetailsDraft, type DetailsErrors, type DetailsField, detailsDraft, firstError } from "../../components/venue-form/details";
import { HoursEditor } from "../../components/venue-form/HoursEditor";
import { LocationPicker } from "../../components/venue-form/LocationPicker";
import { errorMessage } from "../../lib/api";
import { useLeaveGuard } from "../../lib/leave-guard";
import { toast } from "../../lib/toast";

type AmenityKey = (typeof VENUE_AMENITIES)[number][0];

interface EditState {
  name: string;
  cityId: string;
  address: string;
  neighborhood: string;
  status: AdminStatus;
  /** The venue types ticked (VENUE_TYPES), in that list's order. */
  types: string[];
  /** Every other tag, comma-separated. */
  otherTags: string;
  amenities: Record<AmenityKey, boolean>;
  listing: DetailsDraft;
  hoursShort: string;
  /** "07:00", or "" when it does not open early. */
  opensEarlyAt: string;
  notes: string;
}

const STATUS_LABEL: Record<AdminStatus, string> = { pending: "Pending review", approved: "Approved (public)", rejected: "Rejected" };

const isType = (tag: string) => VENUE_TYPES.some((t) => t.toLowerCase() === tag.toLowerCase());

function stateOf(v: AdminVenue): EditState {
  return {
    name: v.name,
    cityId: String(v.cityId),
    address: v.address,
    neighborhood: v.neighborhood ?? "",
    status: v.status,
    types: VENUE_TYPES.filter((t) => v.tags.some((tag) => tag.toLowerCase() === t.toLowerCase())),
    otherTags: v.tags.filter((t) => !isType(t)).join(", "),
    amenities: Object.fromEntries(VENUE_AMENITIES.map(([key]) => [key, v[key]])) as Record<AmenityKey, boolean>,
    listing: detailsDraft(v),
    hoursShort: v.hoursShort ?? "",
    opensEarlyAt: v.opensEarly?.at ?? "",
    notes: v.notes ?? "",
  };
}

const tagsOf = (s: EditState) => [
  ...s.types,
  ...s.otherTags
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean),
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Which details the admin changed (a detail left as it was is not checked again: imported data may predate the rules). */
function changedDetails(now: DetailsDraft, before: DetailsDraft): Set<DetailsField> {
  const changed = new Set<DetailsField>();
  for (const key of ["phone", "website", "instagram", "hours"] as const) if (!same(now[key], before[key])) changed.add(key);
  if (now.lat !== before.lat || now.lng !== before.lng) changed.add("location");
  return changed;
}

function EditForm({ venue }: { venue: AdminVenue }) {
  const cities = useCities();
  const edit = useEditVenue();
  const fail = useAdminFailure();
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const [saved, setSaved] = useState(() => stateOf(venue));
  const [form, setForm] = useState(saved);
  useLeaveGuard(JSON.stringify(form) !== JSON.stringify(saved));
  const [errors, setErrors] = useState<DetailsErrors & { name?: string; address?: string; cityId?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const sortedCities = useMemo(() => [...(cities.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [cities.data]);
  const city = sortedCities.find((c) => String(c.id) === form.cityId) ?? null;
  const set = <K extends keyof EditState>(key: K, value: EditState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setListing = (patch: Partial<DetailsDraft>, field: DetailsField) => {
    setForm((f) => ({ ...f, listing: { ...f.listing, ...patch } }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const required: typeof errors = {};
    if (!form.name.trim()) required.name = "The venue needs a name.";
    if (!form.address.trim()) required.address = "The venue needs an address.";
    if (!form.cityId) required.cityId = "Choose the venue's city.";
    const touched = changedDetails(form.listing, saved.listing);
    if (form.cityId !== saved.cityId && (form.listing.lat || form.listing.lng)) touched.add("location");
    const checked = checkDetails(form.listing, city);
    const detailErrors = Object.fromEntries(Object.entries(checked.errors).filter(([field]) => touched.has(field as DetailsField)));
    const all = { ...required, ...detailErrors };
    setErrors(all);
    const wrong = (["name", "cityId", "address"] as const).find((f) => required[f]) ?? firstError(detailErrors);
    if (wrong) {
      toast({ title: "Please Check the Form", description: all[wrong], variant: "destructive" });
      document.getElementById(id(wrong))?.focus();
      return;
    }

    // Only what differs from the venue as last saved.
    const body: VenueEditRequest = {};
    if (form.name !== saved.name) body.name = form.name;
    if (form.cityId !== saved.cityId) body.cityId = Number(form.cityId);
    if (form.address !== saved.address) body.address = form.address;
    if (form.neighborhood !== saved.neighborhood) body.neighborhood = form.neighborhood;
    if (form.status !== saved.status) body.status = form.status;
    if (!same(tagsOf(form), tagsOf(saved))) body.tags = tagsOf(form);
    for (const [key] of VENUE_AMENITIES) if (form.amenities[key] !== saved.amenities[key]) body[key] = form.amenities[key];
    const values = checked.values;
    if (touched.has("phone")) body.phone = values.phone;
    if (touched.has("website")) body.website = values.website;
    if (touched.has("instagram")) body.instagram = values.instagram;
    if (touched.has("hours")) body.hours = values.hours;
    if (touched.has("location")) body.location = values.location;
    if (form.hoursShort !== saved.hoursShort) body.hoursShort = form.hoursShort;
    if (form.opensEarlyAt !== saved.opensEarlyAt) body.opensEarlyAt = form.opensEarlyAt || null;
    if (form.notes !== saved.notes) body.notes = form.notes;

    if (Object.keys(body).length === 0) {
      toast({ title: "Nothing to Save", description: "No field was changed." });
      return;
    }
    edit.mutate(
      { venueId: venue.id, body },
      {
        onSuccess: ({ changed, venue: fresh }) => {
          const next = stateOf(fresh);
          setSaved(next);
          setForm(next);
          toast(
            changed
              ? { title: "Venue Saved", description: `${fresh.name}: your changes are saved.`, variant: "success" }
              : { title: "Nothing to Save", description: "The venue already had these values." },
          );
        },
        onError: (err) => {
          if (!isUnauthorized(err)) setServerError(errorMessage(err));
          fail(err, "Save Failed");
        },
      },
    );
  };

  const sectionTitle = "text-lg font-semibold text-slate-900";

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Edit ${venue.name}`} className="space-y-6">
      {serverError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="edit-error">
          {serverError}
        </p>
      )}

      <section className={`${card} space-y-4`} aria-labelledby={id("basics")}>
        <h2 id={id("basics")} className={sectionTitle}>
          Basics
        </h2>
        <Field label="Name" id={id("name")} look="admin" required error={errors.name}>
          <Input value={form.name} maxLength={FIELD_MAX.venueName} onChange={(e) => set("name", e.target.value)} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="City" id={id("cityId")} look="admin" required error={errors.cityId ?? (cities.isError ? "Cities could not be loaded." : undefined)}>
            <Select value={form.cityId} onChange={(e) => set("cityId", e.target.value)} disabled={cities.isPending}>
              {cities.isPending && <option value={form.cityId}>{venue.cityName}</option>}
              <CityOptions cities={sortedCities} value="id" />
            </Select>
          </Field>
          <Field label="Status" id={id("status")} look="admin" hint="Only approved venues are public.">
            <Select value={form.status} onChange={(e) => set("status", e.target.value as AdminStatus)}>
              {ADMIN_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABEL[s]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field label="Address" id={id("address")} look="admin" required error={errors.address}>
          <Input value={form.address} maxLength={FIELD_MAX.address} onChange={(e) => set("address", e.target.value)} autoComplete="off" />
        </Field>
        <Field label="Neighborhood" id={id("neighborhood")} look="admin">
          <Input value={form.neighborhood} maxLength={VENUE_FIELD_MAX.neighborhood} onChange={(e) => set("neighborhood", e.target.value)} />
        </Field>
      </section>

      <section className={`${card} space-y-4`} aria-labelledby={id("kind")}>
        <h2 id={id("kind")} className={sectionTitle}>
          Type, tags and amenities
        </h2>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">Venue type</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {VENUE_TYPES.map((type) => (
              <label key={type} className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={form.types.includes(type)}
                  onChange={(e) =>
                    set(
                      "types",
                      VENUE_TYPES.filter((t) => (t === type ? e.target.checked : form.types.includes(t))),
                    )
                  }
                  className="h-5 w-5 rounded border-slate-300 accent-pitch-700"
                />
                {type}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label="Other tags" id={id("tags")} look="admin" hint="Separated by commas, e.g. Soccer Bar, Arsenal">
          <Input value={form.otherTags} onChange={(e) => set("otherTags", e.target.value)} />
        </Field>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">Amenities</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {VENUE_AMENITIES.map(([key, label]) => (
              <label key={key} className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={form.amenities[key]}
                  onChange={(e) => set("amenities", { ...form.amenities, [key]: e.target.checked })}
                  className="h-5 w-5 rounded border-slate-300 accent-pitch-700"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      </section>

      <section className={`${card} space-y-4`} aria-labelledby={id("contact")}>
        <h2 id={id("contact")} className={sectionTitle}>
          Contact
        </h2>
        <ContactFields value={form.listing} errors={errors} onChange={(key, text) => setListing({ [key]: text }, key)} idOf={(key) => id(key)} look="admin" />
      </section>

      <section className={`${card} space-y-4`} aria-labelledby={id("hours-heading")}>
        <h2 id={id("hours-heading")} className={sectionTitle}>
          Opening hours
        </h2>
        <Field
          label="Short hours (legacy)"
          id={id("hoursShort")}
          look="admin"
          hint="Free text from older imports, e.g. 'Mon-Fri 11am-12am'. Shown only while the venue has no weekly hours; saving weekly hours clears it."
        >
          <Input value={form.hoursShort} maxLength={VENUE_FIELD_MAX.hoursShort} onChange={(e) => set("hoursShort", e.target.value)} />
        </Field>
        <HoursEditor
          id={id("hours")}
          legend="Weekly hours"
          value={form.listing.hours}
          onChange={(hours) => setListing({ hours }, "hours")}
          error={errors.hours}
          hint="They drive the venue page's 'Open now'. Days left empty show as closed."
        />
        <OpensEarlyField value={form.opensEarlyAt} onChange={(at) => set("opensEarlyAt", at)} saved={venue.opensEarly} />
      </section>

      <section className={`${card} space-y-4`} aria-labelledby={id("where")}>
        <h2 id={id("where")} className={sectionTitle}>
          Location
        </h2>
        <LocationPicker
          id={id("location")}
          look="admin"
          startOpen
          lat={form.listing.lat}
          lng={form.listing.lng}
          onChange={(lat, lng) => setListing({ lat, lng }, "location")}
          city={city}
          error={errors.location}
          hint="Click the map at the venue's door, or type its coordinates. Without a location the venue is listed but not on the city map."
        />
      </section>

      <section className={`${card} space-y-4`} aria-labelledby={id("about")}>
        <h2 id={id("about")} className={sectionTitle}>
          Notes
        </h2>
        <Field label="About this venue" id={id("notes")} look="admin" hint="Shown on the venue page.">
          <Textarea rows={5} value={form.notes} maxLength={VENUE_FIELD_MAX.notes} onChange={(e) => set("notes", e.target.value)} />
        </Field>
      </section>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <Button variant="secondary" size="sm" onClick={() => setForm(saved)} disabled={edit.isPending || same(form, saved)}>
          Undo changes
        </Button>
        <Button type="submit" size="sm" pending={edit.isPending} pendingLabel="Saving...">
          Save changes
        </Button>
      </div>
    </form>
  );
}

function AdminVenueEditPage() {
  const { id: rawId } = useParams();
  const id = rawId && /^[1-9]\d{0,14}$/.test(rawId) ? rawId : undefined;
  const venue = useAdminVenue(id);
  useRedirectOn401(venue.error);
  const data = venue.data;

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <Link to="/admin/venues" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-pitch-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Manage Venues
      </Link>
      {!id || (venue.isError && !isUnauthorized(venue.error)) ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Venue not found</h1>
          <p className="mt-2 text-slate-700" role="alert">
            {id ? errorMessage(venue.error, "This venue could not be loaded.") : "There is no venue with this address."}
          </p>
        </>
      ) : !data ? (
        <p role="status" className="text-slate-600">
          Loading venue...
        </p>
      ) : (
        <>
          <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <h1 className="break-words text-3xl font-bold tracking-tight text-slate-900">Edit {data.name}</h1>
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <StatusBadge status={data.status} />
                <span>
                  {data.cityName} · venue {data.id} · from {data.source}
                </span>
              </p>
            </div>
            {data.status === "approved" && (
              <Link to={`/venue/${data.id}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
                <ExternalLink className="h-4 w-4" aria-hidden /> View public page
              </Link>
            )}
          </div>
          <section className={`${card} mb-6 space-y-3`} aria-labelledby="cover-heading">
            <h2 id="cover-heading" className="text-lg font-semibold text-slate-900">
              Cover image
            </h2>
            <p className="text-sm text-slate-600">Uploaded at once (JPEG, PNG or WebP up to 5 MB); it does not wait for Save.</p>
            <CoverUpload owner="venues" id={data.id} name={data.name} coverImage={data.coverImage} />
          </section>
          <EditForm key={data.id} venue={data} />
          <VenueOwnersPanel venueId={data.id} />
          <VenueOpenDataPanel venueId={data.id} />
        </>
      )}
    </section>
  );
}

export default withAdminGuard(AdminVenueEditPage);
