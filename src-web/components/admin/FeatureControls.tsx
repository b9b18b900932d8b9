// Featuring from the admin screens: Feature asks how long (a number of days, or until a date in the
// venue's city) and shows the day it will end; Unfeature ends a running feature after a confirmation.

import type { AdminVenue } from "@shared/contract/admin";
import { endOfLocalDay, lastDayLabel, localDay } from "@shared/time-zones";
import { useState } from "react";
import { useFeatureVenue, useVenueAction } from "../../api/admin";
import { toast } from "../../lib/toast";
import { Button } from "../ui/Button";
import { Field, Input, Select } from "../ui/Field";
import { useAdminFailure } from "./AdminGuard";
import { ConfirmDialog } from "./ConfirmDialog";

const DAY_MS = 24 * 60 * 60 * 1000;
const DURATIONS = [7, 14, 30, 60, 90] as const;
/** The spec's feature: 30 days. */
const DEFAULT_DAYS = "30";

type FeatureVenue = Pick<AdminVenue, "id" | "name" | "cityName" | "timeZone">;

/** Featured now: flagged, and its end (if any) still ahead. */
export function isCurrentlyFeatured(v: Pick<AdminVenue, "isFeatured" | "featuredUntil">, now = Date.now()): boolean {
  return v.isFeatured && (!v.featuredUntil || Date.parse(v.featuredUntil) > now);
}

/** The end the choice gives, or null while the chosen date is missing or out of range. */
function chosenEnd(choice: string, day: string, timeZone: string, now: number): Date | null {
  if (choice !== "until") return new Date(now + Number(choice) * DAY_MS);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const end = endOfLocalDay(day, timeZone);
  return end.getTime() > now && end.getTime() - now <= 366 * DAY_MS ? end : null;
}

/**
 * "Feature" and its dialog. With `approve` (a pending venue's card), confirming approves the venue
 * first, since only approved venues can be featured.
 */
export function FeatureButton({
  venue,
  approve,
  disabled,
}: {
  venue: FeatureVenue;
  approve?: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };
  disabled: boolean;
}) {
  const feature = useFeatureVenue();
  const fail = useAdminFailure();
  const [choice, setChoice] = useState<string>(DEFAULT_DAYS);
  const [day, setDay] = useState("");
  const now = Date.now();
  const end = chosenEnd(choice, day, venue.timeZone, now);
  const cityTime = `${venue.cityName} time`;

  const onConfirm = async () => {
    try {
      if (approve) await approve.mutateAsync(venue.id);
      const res = await feature.mutateAsync(choice === "until" ? { venueId: venue.id, until: day } : { venueId: venue.id, days: Number(choice) });
      const until = lastDayLabel(res.featuredUntil, venue.timeZone);
      toast({
        title: "Venue Featured",
        description: `${venue.name} is ${approve ? "approved and " : ""}featured until ${until} (${res.days} day${res.days === 1 ? "" : "s"}).`,
        variant: "success",
      });
    } catch (err) {
      fail(err, "Feature Failed");
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="accent" size="sm" disabled={disabled} aria-label={`Feature ${venue.name}`}>
          Feature
        </Button>
      }
      title={approve ? `Approve and feature ${venue.name}?` : `Feature ${venue.name}?`}
      description={
        <p>
          {approve ? "The venue goes live now and shows" : "The venue shows"} as Featured at the top of {venue.cityName}'s page until the end you choose; then
          it ends by itself. You can unfeature it earlier on Manage Venues.
        </p>
      }
      confirmLabel={approve ? "Approve and feature" : "Feature"}
      tone="primary"
      pending={feature.isPending || approve?.isPending}
      confirmDisabled={!end}
      onConfirm={onConfirm}
    >
      <Field label="Feature for" look="admin">
        <Select value={choice} onChange={(e) => setChoice(e.target.value)}>
          {DURATIONS.map((d) => (
            <option key={d} value={String(d)}>
              {d} days
            </option>
          ))}
          <option value="until">Until a date...</option>
        </Select>
      </Field>
      {choice === "until" && (
        <Field label="Last featured day" look="admin" hint={`The feature ends when this day ends, ${cityTime}.`}>
          <Input
            type="date"
            value={day}
            min={localDay(new Date(now), venue.timeZone)}
            max={localDay(new Date(now + 365 * DAY_MS), venue.timeZone)}
            onChange={(e) => setDay(e.target.value)}
          />
        </Field>
      )}
      <p className="text-sm font-medium text-slate-900" role="status" data-testid="feature-preview">
        {end ? `Featured until ${lastDayLabel(end, venue.timeZone)} (${cityTime})` : "Choose a day from today to a year ahead."}
      </p>
    </ConfirmDialog>
  );
}

/** "Unfeature", after a confirmation naming the day the feature would have ended. */
export function UnfeatureButton({ venue, disabled }: { venue: Pick<AdminVenue, "id" | "name" | "featuredUntil" | "timeZone">; disabled: boolean }) {
  const unfeature = useVenueAction("unfeature");
  const fail = useAdminFailure();
  const until = venue.featuredUntil ? ` instead of after ${lastDayLabel(venue.featuredUntil, venue.timeZone)}` : "";
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" disabled={disabled} aria-label={`Unfeature ${venue.name}`}>
          Unfeature
        </Button>
      }
      title={`Unfeature ${venue.name}?`}
      description={
        <p>
          {venue.name} stops showing as Featured now{until}. A paid feature is not refunded here.
        </p>
      }
      confirmLabel="Unfeature"
      pending={unfeature.isPending}
      onConfirm={() =>
        unfeature
          .mutateAsync(venue.id)
          .then(() => toast({ title: "Venue Unfeatured", description: `${venue.name} is no longer featured.`, variant: "success" }))
          .catch((err) => fail(err, "Unfeature Failed"))
      }
    />
  );
}
