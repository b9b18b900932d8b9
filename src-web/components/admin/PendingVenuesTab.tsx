// Dashboard tab: venues waiting for review, with Approve, Reject and Feature.

import type { AdminVenue } from "@shared/contract/admin";
import { CheckCircle2, MapPin, Pencil } from "lucide-react";
import { Link } from "react-router";
import { usePendingVenues, useVenueAction } from "../../api/admin";
import { toast } from "../../lib/toast";
import { Button, buttonClass } from "../ui/Button";
import { ApproveRejectButtons } from "./AdminActions";
import { AmenityBadges } from "./AdminBadges";
import { useAdminFailure, useRedirectOn401 } from "./AdminGuard";
import { card } from "./ui";

function PendingVenueCard({ venue }: { venue: AdminVenue }) {
  const approve = useVenueAction("approve");
  const reject = useVenueAction("reject");
  const feature = useVenueAction("feature");
  const fail = useAdminFailure();
  const busy = approve.isPending || reject.isPending || feature.isPending;

  // Only approved venues can be featured, so Feature here approves first, then features.
  const onFeature = async () => {
    try {
      await approve.mutateAsync(venue.id);
      await feature.mutateAsync(venue.id);
      toast({ title: "Venue Featured", description: `${venue.name} is approved and featured for 30 days.`, variant: "success" });
    } catch (err) {
      fail(err, "Feature Failed");
    }
  };

  return (
    <li className={card}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h3 className="text-lg font-semibold text-slate-900">{venue.name}</h3>
          <p className="flex items-start gap-1.5 text-sm text-slate-700">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            <span>
              {venue.address} <span className="text-slate-500">· {venue.cityName}</span>
            </span>
          </p>
          <AmenityBadges venue={venue} />
          {venue.notes && <p className="text-sm text-slate-600">{venue.notes}</p>}
          <p className="text-sm text-slate-600" data-testid="pending-details">
            {[
              venue.phone ? "Phone" : null,
              venue.website ? "Website" : null,
              venue.instagram ? "Instagram" : null,
              venue.hours || venue.hoursShort ? "Hours" : null,
            ]
              .filter(Boolean)
              .join(" · ") || "No contact details or hours"}
            {" · "}
            {venue.lat !== null && venue.lng !== null ? "On the map" : "Location not set"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
          <Link to={`/admin/venues/${venue.id}/edit`} className={buttonClass({ variant: "outline", size: "sm" })} aria-label={`Edit ${venue.name}`}>
            <Pencil className="h-4 w-4" aria-hidden /> Edit
          </Link>
          <ApproveRejectButtons venue={venue} approve={approve} reject={reject} disabled={busy} />
          <Button variant="accent" size="sm" disabled={busy} onClick={onFeature} title="Approve and feature for 30 days">
            Feature
          </Button>
        </div>
      </div>
    </li>
  );
}

export function PendingVenuesTab() {
  const pending = usePendingVenues();
  useRedirectOn401(pending.error);
  if (pending.isPending)
    return (
      <p role="status" className="text-slate-600">
        Loading pending venues...
      </p>
    );
  if (pending.isError)
    return (
      <p role="alert" className="text-red-700">
        Failed to fetch venues
      </p>
    );
  if (pending.data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
        <CheckCircle2 className="mb-3 h-10 w-10 text-pitch-600" aria-hidden />
        <p className="font-medium text-slate-800">No pending venues - All venue submissions have been reviewed.</p>
      </div>
    );
  }
  return (
    <ul className="space-y-4" aria-label="Pending venues">
      {pending.data.map((v) => (
        <PendingVenueCard key={v.id} venue={v} />
      ))}
    </ul>
  );
}
