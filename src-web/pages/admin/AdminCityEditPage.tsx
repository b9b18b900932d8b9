// /admin/cities/:id/edit: a city's state (which lists it on All Cities, the home page and the
// sitemap), its centre (nearest cities, maps), its time zone (opening hours, kick-off times) and the
// Spanish texts of its page (/es; an empty one shows the English text).

import { type AdminCity, CITY_TEXT_MAX, type CityUpdateRequest } from "@shared/contract/admin";
import { isIanaTimeZone } from "@shared/time-zones";
import { findUsState, US_STATES, US_TIME_ZONES } from "@shared/us-states";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useAdminCities, useUpdateCity } from "../../api/admin";
import { AdminFormCard } from "../../components/admin/AdminFormCard";
import { useAdminFailure, useRedirectOn401, withAdminGuard } from "../../components/admin/AdminGuard";
import { OverpassImportPanel } from "../../components/admin/OverpassImportPanel";
import { Badge } from "../../components/ui/Badge";
import { Field, Input, Select, Textarea } from "../../components/ui/Field";
import { useLeaveGuard } from "../../lib/leave-guard";
import { toast } from "../../lib/toast";

const BACK = "/admin/dashboard?tab=cities";

type Errors = Partial<Record<"lat" | "lng" | "timeZone", string>>;

/** A coordinate typed by the admin: null when blank, NaN when not a number in range. */
function coordinate(text: string, limit: number): number | null {
  if (!text.trim()) return null;
  const n = Number(text.trim());
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : Number.NaN;
}

function CityForm({ city }: { city: AdminCity }) {
  const navigate = useNavigate();
  const update = useUpdateCity();
  const fail = useAdminFailure();
  const [state, setState] = useState(city.state ?? "");
  const [lat, setLat] = useState(city.lat === null ? "" : String(city.lat));
  const [lng, setLng] = useState(city.lng === null ? "" : String(city.lng));
  const [timeZone, setTimeZone] = useState(city.timeZone);
  const [heroTitleEs, setHeroTitleEs] = useState(city.heroTitleEs ?? "");
  const [heroSubtitleEs, setHeroSubtitleEs] = useState(city.heroSubtitleEs ?? "");
  const [descriptionEs, setDescriptionEs] = useState(city.descriptionEs ?? "");
  /** Once the admin types a zone, picking a state no longer replaces it. */
  const [zoneTouched, setZoneTouched] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const chosen = findUsState(state);
  useLeaveGuard(
    state !== (city.state ?? "") ||
      lat !== (city.lat === null ? "" : String(city.lat)) ||
      lng !== (city.lng === null ? "" : String(city.lng)) ||
      timeZone !== city.timeZone ||
      heroTitleEs !== (city.heroTitleEs ?? "") ||
      heroSubtitleEs !== (city.heroSubtitleEs ?? "") ||
      descriptionEs !== (city.descriptionEs ?? ""),
  );
  /** Editing a coordinate clears what was said about the pair. */
  const editCoordinate = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    set(e.target.value);
    setErrors(({ lat: _lat, lng: _lng, ...rest }) => rest);
  };

  const onState = (value: string) => {
    setState(value);
    const next = findUsState(value);
    if (next && !zoneTouched) setTimeZone(next.timeZone);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const la = coordinate(lat, 90);
    const ln = coordinate(lng, 180);
    const found: Errors = {};
    if (Number.isNaN(la)) found.lat = "Latitude must be a number between -90 and 90.";
    if (Number.isNaN(ln)) found.lng = "Longitude must be a number between -180 and 180.";
    if (!found.lat && !found.lng && (la === null) !== (ln === null)) found[la === null ? "lat" : "lng"] = "Give both coordinates, or clear both.";
    if (!isIanaTimeZone(timeZone.trim())) found.timeZone = "Use an IANA time zone such as America/Chicago.";
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = {
      state: state || null,
      lat: la,
      lng: ln,
      timeZone: timeZone.trim(),
      heroTitleEs: heroTitleEs.trim() || null,
      heroSubtitleEs: heroSubtitleEs.trim() || null,
      descriptionEs: descriptionEs.trim() || null,
    } satisfies CityUpdateRequest;
    update.mutate(
      { id: city.id, body },
      {
        onSuccess: ({ city: saved }) => {
          toast({
            title: "City Updated",
            description: saved.listed ? `${saved.name} is listed under ${saved.state}.` : `${saved.name} has no state: it is not listed on All Cities.`,
            variant: "success",
          });
          navigate(BACK);
        },
        onError: (err) => fail(err, "Update Failed"),
      },
    );
  };

  return (
    <AdminFormCard onSubmit={submit} submitLabel="Save city" pendingLabel="Saving..." pending={update.isPending} className="mt-6">
      <Field
        label="State"
        look="admin"
        hint={
          chosen
            ? `${chosen.name}'s main time zone is ${chosen.timeZone}.${chosen.otherZone ? ` Another zone covers ${chosen.otherZone}: set it below for a city there.` : ""}`
            : "Without a state the city is not listed on All Cities, the home page or the sitemap."
        }
      >
        <Select value={state} onChange={(e) => onState(e.target.value)}>
          <option value="">No state (not listed)</option>
          {US_STATES.map((s) => (
            <option key={s.code} value={s.name}>
              {s.name}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Latitude" look="admin" error={errors.lat} hint="The city centre, e.g. 43.615.">
          <Input value={lat} onChange={editCoordinate(setLat)} inputMode="decimal" autoComplete="off" />
        </Field>
        <Field label="Longitude" look="admin" error={errors.lng} hint="West is negative, e.g. -116.2023.">
          <Input value={lng} onChange={editCoordinate(setLng)} inputMode="decimal" autoComplete="off" />
        </Field>
      </div>
      <Field
        label="Time zone"
        look="admin"
        error={errors.timeZone}
        hint="Opening hours and kick-off times in this city use it. An IANA name such as America/Boise."
      >
        <Input
          value={timeZone}
          onChange={(e) => {
            setZoneTouched(true);
            setTimeZone(e.target.value);
            setErrors(({ timeZone: _tz, ...rest }) => rest);
          }}
          list="us-time-zones"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
        />
      </Field>
      <datalist id="us-time-zones">
        {US_TIME_ZONES.map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
      <fieldset className="space-y-4 border-t border-slate-200 pt-4">
        <legend className="pt-4 text-sm font-semibold text-slate-900">Spanish page (/es)</legend>
        <p className="text-sm text-slate-600">Leave a field empty to show the English text on the Spanish page.</p>
        <Field
          label="Hero title (Spanish)"
          look="admin"
          hint={city.heroTitle ? `English: ${city.heroTitle}` : "No English hero title: the page shows its default."}
        >
          <Input value={heroTitleEs} onChange={(e) => setHeroTitleEs(e.target.value)} maxLength={CITY_TEXT_MAX.heroTitle} lang="es" />
        </Field>
        <Field label="Hero subtitle (Spanish)" look="admin" hint={city.heroSubtitle ? `English: ${city.heroSubtitle}` : undefined}>
          <Input value={heroSubtitleEs} onChange={(e) => setHeroSubtitleEs(e.target.value)} maxLength={CITY_TEXT_MAX.heroSubtitle} lang="es" />
        </Field>
        <Field label="Description (Spanish)" look="admin" hint={city.description ? `English: ${city.description}` : undefined}>
          <Textarea value={descriptionEs} onChange={(e) => setDescriptionEs(e.target.value)} maxLength={CITY_TEXT_MAX.description} rows={4} lang="es" />
        </Field>
      </fieldset>
    </AdminFormCard>
  );
}

function CityEditor() {
  const { id } = useParams();
  const cities = useAdminCities();
  useRedirectOn401(cities.error);
  const city = cities.data?.find((c) => String(c.id) === id);
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Link to={BACK} className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-pitch-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Cities
      </Link>
      {cities.isPending && (
        <p role="status" className="text-slate-600">
          Loading city...
        </p>
      )}
      {cities.isError && (
        <p role="alert" className="text-red-700">
          Failed to fetch cities
        </p>
      )}
      {cities.data && !city && <h1 className="text-3xl font-bold tracking-tight text-slate-900">City not found</h1>}
      {city && (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Edit {city.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {city.listed ? <Badge tone="green">Listed under {city.state}</Badge> : <Badge tone="amber">Not listed: no state</Badge>}
            <span>
              {city.venueCounts.approved} approved venue{city.venueCounts.approved === 1 ? "" : "s"} ·{" "}
              <Link to={`/city/${city.slug}`} className="text-pitch-700 underline">
                /city/{city.slug}
              </Link>
            </span>
          </div>
          {/* Keyed by the saved values, so a fresh read after a save starts the form anew. */}
          <CityForm
            key={`${city.id}:${city.state}:${city.lat}:${city.lng}:${city.timeZone}:${city.heroTitleEs}:${city.heroSubtitleEs}:${city.descriptionEs}`}
            city={city}
          />
          <OverpassImportPanel city={city} />
        </>
      )}
    </section>
  );
}

export default withAdminGuard(CityEditor);
