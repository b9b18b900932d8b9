// /admin/venues: every venue with filters (city, status in the URL) and moderation actions.

import type { AdminVenue } from "@shared/contract/admin";
import { hasWeeklyHours, hoursSummary } from "@shared/hours";
import { Clock, ExternalLink, MapPin, MapPinOff, Pencil, Phone } from "lucide-react";
import { Link } from "react-router";
import { useDeleteVenue, useRejectVenue, useVenueAction } from "../../api/admin";
import { ApproveRejectButtons } from "../../components/admin/AdminActions";
import { AmenityBadges, FeaturedBadge, StatusBadge } from "../../components/admin/AdminBadges";
import { withAdminGuard } from "../../components/admin/AdminGuard";
import { FeatureButton, isCurrentlyFeatured, UnfeatureButton } from "../../components/admin/FeatureControls";
import { ManageCard, ManageList } from "../../components/admin/ManageList";
import { VenueClaimsPanel } from "../../components/admin/VenueClaimsEditor";
import { Badge } from "../../components/ui/Badge";
import { buttonClass } from "../../components/ui/Button";

function VenueAdminCard({ venue }: { venue: AdminVenue }) {
  const approve = useVenueAction("approve");
  const reject = useRejectVenue();
  const remove = useDeleteVenue();
  const busy = approve.isPending || reject.isPending || remove.isPending;
  // The weekly hours when set (what the venue page shows), else the legacy one-line summary.
  const hours = hasWeeklyHours(venue.hours) ? hoursSummary(venue.hours) : venue.hoursShort;
  const featured = isCurrentlyFeatured(venue);

  return (
    <ManageCard
      kind="venues"
      item={venue}
      badges={
        <>
          <StatusBadge status={venue.status} />
          {featured && <FeaturedBadge until={venue.featuredUntil} timeZone={venue.timeZone} />}
          <Badge tone="navy">{venue.cityName}</Badge>
          {venue.isSample && <Badge tone="sample">Sample listing</Badge>}
        </>
      }
      actions={
        <>
          <Link to={`/admin/venues/${venue.id}/edit`} className={buttonClass({ variant: "outline", size: "sm" })} aria-label={`Edit ${venue.name}`}>
            <Pencil className="h-4 w-4" aria-hidden /> Edit
          </Link>
          {venue.status === "pending" && <ApproveRejectButtons venue={venue} approve={approve} reject={reject} disabled={busy} />}
          {venue.status === "approved" && !featured && <FeatureButton venue={venue} disabled={busy} />}
          {featured && <UnfeatureButton venue={venue} disabled={busy} />}
        </>
      }
      remove={remove}
      busy={busy}
    >
      <ul className="space-y-1 text-sm text-slate-700">
        <li className="flex items-start gap-1.5">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
          <span>{venue.address}</span>
        </li>
        {venue.phone && (
          <li className="flex items-center gap-1.5">
            <Phone className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            <a href={`tel:${venue.phone.replace(/[^\d+]/g, "")}`} className="hover:underline">
              {venue.phone}
            </a>
          </li>
        )}
        {venue.website && (
          <li className="flex min-w-0 items-center gap-1.5">
            <ExternalLink className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            <a href={venue.website} target="_blank" rel="noopener noreferrer" className="truncate text-pitch-700 hover:underline">
              {venue.website.replace(/^https?:\/\//, "")}
            </a>
          </li>
        )}
        {(venue.lat === null || venue.lng === null) && (
          <li className="flex items-center gap-1.5 text-amber-900">
            <MapPinOff className="h-4 w-4 shrink-0" aria-hidden />
            <span>Location not set: not on the map</span>
          </li>
        )}
        {hours && (
          <li className="flex items-center gap-1.5">
            <Clock className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            <span data-testid="admin-venue-hours">{hours}</span>
          </li>
        )}
      </ul>
      <AmenityBadges venue={venue} />
      <VenueClaimsPanel venueId={venue.id} venueName={venue.name} claims={venue.claims} />
    </ManageCard>
  );
}

export default withAdminGuard(() => <ManageList kind="venues" renderItem={(venue) => <VenueAdminCard key={venue.id} venue={venue} />} />);
