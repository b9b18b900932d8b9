// /owner/venues/{id}: the owner edits their listing. Details go live at once; a new name or address
// waits for our team. "Everything is still accurate" dates the listing as verified by the venue.
import type { OwnerVenue } from "@shared/contract/owner";
import { FIELD_MAX } from "@shared/limits";
import { VENUE_FIELD_MAX } from "@shared/venue-fields";
import { BadgeCheck, Upload } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { isUnauthorized } from "../../api/admin";
import { useConfirmOwnerVenue, useEditOwnerVenue, useOwnerFigures, useOwnerVenue, useUploadOwnerCover } from "../../api/owner";
import { OpensEarlyField } from "../../components/admin/OpensEarlyField";
import { Breadcrumb } from "../../components/Breadcrumb";
import { Button } from "../../components/ui/Button";
import { Field, Input, Textarea } from "../../components/ui/Field";
import { SkeletonStack } from "../../components/ui/Skeleton";
import { VerifiedByVenue } from "../../components/venue/VerifiedByVenue";
import { checkDetails, type DetailsDraft, detailsDraft } from "../../components/venue-form/details";
import { HoursEditor } from "../../components/venue-form/HoursEditor";
import { errorMessage } from "../../lib/api";
import { formatDate } from "../../lib/format";
import { useLeaveGuard } from "../../lib/leave-guard";
import { toast } from "../../lib/toast";
import { type ClaimsDraft, OwnerClaimsFields } from "./OwnerClaimsFields";
import { OwnerGoing } from "./OwnerGoing";
import { OwnerMatchDay } from "./OwnerMatchDay";
import { ownerCard, SignInForm, useOwnerPageMeta } from "./owner-ui";

const AMENITIES = [
  ["hasFood", "Food"],
  ["familyFriendly", "Family friendly"],
  ["bigScreens", "Big screens"],
  ["openLate", "Open late"],
  ["craftBeer", "Craft beer"],
  ["outdoorScreens", "Outdoor screens"],
  ["premiumBar", "Premium bar"],
] as const;

type Amenity = (typeof AMENITIES)[number][0];

interface Draft {
  name: string;
  address: string;
  notes: string;
  tags: string;
  details: DetailsDraft;
  amenities: Record<Amenity, boolean>;
  claims: ClaimsDraft;
  /** "07:00", or "" when it does not open early. */
  opensEarlyAt: string;
}

function draftOf(v: OwnerVenue): Draft {
  return {
    name: v.name,
    address: v.address,
    notes: v.notes ?? "",
    tags: v.tags.join(", "),
    details: detailsDraft(v),
    amenities: Object.fromEntries(AMENITIES.map(([k]) => [k, v[k]])) as Record<Amenity, boolean>,
    opensEarlyAt: v.opensEarly?.at ?? "",
    claims: {
      allCompetitions: v.claims.allCompetitions !== null,
      competitions: v.claims.competitions.map((c) => c.id),
      matches: v.claims.matches.map((m) => m.number),
      supporters: v.claims.supporters.map((s) => ({ team: s.team, groupName: s.groupName })),
    },
  };
}

const list = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

function Figures({ id }: { id: string }) {
  const figures = useOwnerFigures(id);
  if (!figures.data) return null;
  const { totals, days } = figures.data;
  return (
    <section aria-labelledby="figures-heading" className={ownerCard}>
      <h2 id="figures-heading" className="text-lg font-semibold text-slate-900">
        Last {days} days
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
        {(
          [
            ["Page views", totals.views],
            ["Saves", totals.saves],
            ["Ratings", totals.ratings],
          ] as const
        ).map(([label, n]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900" data-testid={`figure-${label.toLowerCase().replace(" ", "-")}`}>
              {n}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Editor({ venue }: { venue: OwnerVenue }) {
  const [draft, setDraft] = useState(() => draftOf(venue));
  // What was last saved (or loaded): the draft differs from it while there is something to lose.
  const [saved, setSaved] = useState(draft);
  useLeaveGuard(JSON.stringify(draft) !== JSON.stringify(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = useEditOwnerVenue(venue.id);
  const confirm = useConfirmOwnerVenue(venue.id);
  const cover = useUploadOwnerCover(venue.id);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkDetails(draft.details, null);
    const found: Record<string, string> = { ...checked.errors };
    if (!draft.name.trim()) found.name = "Please enter the venue's name.";
    if (!draft.address.trim()) found.address = "Please enter the venue's address.";
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const result = await edit.mutateAsync({
        name: draft.name.trim(),
        address: draft.address.trim(),
        phone: checked.values.phone,
        website: checked.values.website,
        instagram: checked.values.instagram,
        hours: checked.values.hours,
        notes: draft.notes.trim() || null,
        tags: list(draft.tags),
        ...draft.amenities,
        opensEarlyAt: draft.opensEarlyAt || null,
        // In the same request: one save is one write, all of it or none of it.
        claims: draft.claims,
      });
      setSaved(draft);
      toast({
        title: "Listing saved",
        description: result.pendingReview.length
          ? "Your changes are live. The new name or address shows once our team has checked it."
          : "Your changes are live on the venue page.",
        variant: "success",
      });
    } catch (err) {
      toast({ title: "Not saved", description: errorMessage(err), variant: "destructive" });
    }
  };

  const onConfirm = () =>
    confirm.mutate(undefined, {
      onSuccess: () => toast({ title: "Thank you", description: "The venue page now shows your listing as verified.", variant: "success" }),
      onError: (err) => toast({ title: "Not saved", description: errorMessage(err), variant: "destructive" }),
    });

  const onCover = (file: File | undefined) => {
    if (!file) return;
    cover.mutate(file, {
      onSuccess: () => toast({ title: "Cover photo updated", variant: "success" }),
      onError: (err) => toast({ title: "Upload failed", description: errorMessage(err), variant: "destructive" }),
    });
  };

  return (
    <div className="space-y-6">
      <OwnerMatchDay venueId={venue.id} usualOpening={venue.opensEarly?.at ?? null} />
      <section className={ownerCard} aria-labelledby="accuracy-heading">
        <h2 id="accuracy-heading" className="text-lg font-semibold text-slate-900">
          Is the listing still right?
        </h2>
        <p className="mt-1 text-sm text-slate-600">Confirm it every few weeks: fans see when the venue last checked its listing.</p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button onClick={onConfirm} pending={confirm.isPending} pendingLabel="Saving...">
            <BadgeCheck className="h-4 w-4" aria-hidden /> Everything is still accurate
          </Button>
          <VerifiedByVenue verifiedAt={venue.verifiedAt} timeZone={venue.timeZone} />
        </div>
      </section>

      <Figures id={String(venue.id)} />
      <OwnerGoing id={String(venue.id)} />

      <form onSubmit={save} noValidate className={`${ownerCard} space-y-4`} aria-labelledby="edit-heading">
        <h2 id="edit-heading" className="text-lg font-semibold text-slate-900">
          Listing details
        </h2>
        {venue.pendingChanges.length > 0 && (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="pending-review">
            Waiting for review:{" "}
            {venue.pendingChanges.map((c) => [c.name && `name "${c.name}"`, c.address && `address "${c.address}"`].filter(Boolean).join(", ")).join("; ")}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" required error={errors.name} hint="Checked by our team before it shows.">
            <Input name="name" maxLength={FIELD_MAX.venueName} value={draft.name} onChange={(e) => set("name", e.target.value)} />
          </Field>
          <Field label="Address" required error={errors.address} hint="Checked by our team before it shows.">
            <Input name="address" maxLength={FIELD_MAX.address} value={draft.address} onChange={(e) => set("address", e.target.value)} />
          </Field>
          <Field label="Phone" error={errors.phone}>
            <Input
              name="phone"
              type="tel"
              maxLength={VENUE_FIELD_MAX.phone}
              value={draft.details.phone}
              onChange={(e) => set("details", { ...draft.details, phone: e.target.value })}
            />
          </Field>
          <Field label="Website" error={errors.website}>
            <Input
              name="website"
              type="url"
              maxLength={VENUE_FIELD_MAX.website}
              value={draft.details.website}
              onChange={(e) => set("details", { ...draft.details, website: e.target.value })}
            />
          </Field>
          <Field label="Instagram" error={errors.instagram}>
            <Input
              name="instagram"
              maxLength={VENUE_FIELD_MAX.instagram}
              value={draft.details.instagram}
              onChange={(e) => set("details", { ...draft.details, instagram: e.target.value })}
            />
          </Field>
          <Field label="Tags" hint="Separated by commas, e.g. Pub, Rooftop">
            <Input name="tags" value={draft.tags} onChange={(e) => set("tags", e.target.value)} />
          </Field>
        </div>
        <HoursEditor value={draft.details.hours} onChange={(hours) => set("details", { ...draft.details, hours })} error={errors.hours} />
        <OpensEarlyField value={draft.opensEarlyAt} onChange={(at) => set("opensEarlyAt", at)} saved={venue.opensEarly} />
        <Field label="Notes" hint="Match-day details, reservations, sound on.">
          <Textarea name="notes" rows={4} maxLength={VENUE_FIELD_MAX.notes} value={draft.notes} onChange={(e) => set("notes", e.target.value)} />
        </Field>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">Amenities</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {AMENITIES.map(([key, label]) => (
              <label key={key} className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-pitch-700"
                  checked={draft.amenities[key]}
                  onChange={(e) => set("amenities", { ...draft.amenities, [key]: e.target.checked })}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <OwnerClaimsFields value={draft.claims} onChange={(claims) => set("claims", claims)} saved={venue.claims} />
        <Button type="submit" pending={edit.isPending} pendingLabel="Saving...">
          Save changes
        </Button>
      </form>

      <section className={ownerCard} aria-labelledby="cover-heading">
        <h2 id="cover-heading" className="text-lg font-semibold text-slate-900">
          Cover photo
        </h2>
        <Field label="Upload a new cover" hint="JPEG, PNG or WebP, up to 5 MB.">
          <Input type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => onCover(e.target.files?.[0])} disabled={cover.isPending} />
        </Field>
        {cover.isPending && (
          <p role="status" className="mt-2 flex items-center gap-2 text-sm text-slate-600">
            <Upload className="h-4 w-4" aria-hidden /> Uploading...
          </p>
        )}
      </section>
    </div>
  );
}

export default function OwnerVenuePage() {
  useOwnerPageMeta();
  const { id } = useParams();
  const venue = useOwnerVenue(id);
  if (venue.isPending) return <SkeletonStack className="mx-auto max-w-3xl space-y-4 px-4 py-12" blocks={["h-10 w-1/2", "h-64 w-full"]} />;
  if (venue.isError) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="mb-6 text-3xl font-bold text-slate-900">Manage your listing</h1>
        {isUnauthorized(venue.error) ? (
          <SignInForm />
        ) : (
          <p role="alert">
            This venue is not one you manage. <Link to="/owner">Back to your venues</Link>
          </p>
        )}
      </section>
    );
  }
  const v = venue.data;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb items={[{ label: "Your venues", to: "/owner" }, { label: v.name }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{v.name}</h1>
      <p className="mb-6 text-slate-600">
        {v.cityName} · <Link to={`/venue/${v.id}`}>See the venue page</Link> · Updated {formatDate(v.updatedAt)}
      </p>
      <Editor key={v.id} venue={v} />
    </section>
  );
}
