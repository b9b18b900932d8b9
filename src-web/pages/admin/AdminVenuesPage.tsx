// /admin/venues: every venue with filters (city, status in the URL) and moderation actions.
import { Clock, ExternalLink, MapPin, Phone, Trash2 } from "lucide-react";
import { DELETE_ALL_VENUES_PHRASE } from "@shared/constants";
import type { AdminVenue } from "@shared/contract/admin";
import { useAdminVenues, useDeleteAllVenues, useDeleteVenue, useVenueAction } from "../../api/admin";
import { useAdminFilter } from "../../components/admin/AdminFilters";
import { AmenityBadges, FeaturedBadge, StatusBadge } from "../../components/admin/AdminBadges";
import { AdminGuard, useAdminFailure, useRedirectOn401 } from "../../components/admin/AdminGuard";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog";
import { ManageList } from "../../components/admin/ManageList";
import { CoverUpload } from "../../components/admin/CoverUpload";
import { btn, card } from "../../components/admin/ui";
import { Badge } from "../../components/ui/Badge";
import { toast } from "../../lib/toast";

function isCurrentlyFeatured(v: AdminVenue): boolean {
  return v.isFeatured && (!v.featuredUntil || Date.parse(v.featuredUntil) > Date.now());
}

function VenueAdminCard({ venue }: { venue: AdminVenue }) {
  const approve = useVenueAction("approve");
  const reject = useVenueAction("reject");
  const feature = useVenueAction("feature");
  const remove = useDeleteVenue();
  const fail = useAdminFailure();
  const busy = approve.isPending || reject.isPending || feature.isPending || remove.isPending;
  const featured = isCurrentlyFeatured(venue);

  return (
    <li className={`${card} flex flex-col gap-3`} data-testid="admin-venue-card">
      <div className="flex flex-wrap items-center gap-1.5">
        <StatusBadge status={venue.status} />
        {featured && <FeaturedBadge />}
        <Badge tone="navy">{venue.cityName}</Badge>
        {venue.isSample && <Badge tone="sample">Sample listing</Badge>}
      </div>
      <h2 className="text-lg font-semibold leading-snug text-slate-900">{venue.name}</h2>
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
        {venue.hoursShort && (
          <li className="flex items-center gap-1.5">
            <Clock className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            <span>{venue.hoursShort}</span>
          </li>
        )}
      </ul>
      <AmenityBadges venue={venue} />
      <CoverUpload owner="venues" id={venue.id} name={venue.name} coverImage={venue.coverImage} />
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        {venue.status === "pending" && (
          <>
            <button
              type="button"
              className={btn.primary}
              disabled={busy}
              onClick={() =>
                approve.mutate(venue.id, {
                  onSuccess: () => toast({ title: "Venue Approved", description: `${venue.name} is now live.`, variant: "success" }),
                  onError: (err) => fail(err, "Approval Failed"),
                })
              }
            >
              Approve
            </button>
            <button
              type="button"
              className={btn.dangerOutline}
              disabled={busy}
              onClick={() =>
                reject.mutate(venue.id, {
                  onSuccess: () => toast({ title: "Venue Rejected", description: `${venue.name} was rejected.` }),
                  onError: (err) => fail(err, "Rejection Failed"),
                })
              }
            >
              Reject
            </button>
          </>
        )}
        {venue.status === "approved" && !featured && (
          <button
            type="button"
            className={btn.amber}
            disabled={busy}
            onClick={() =>
              feature.mutate(venue.id, {
                onSuccess: () => toast({ title: "Venue Featured", description: `${venue.name} is featured for 30 days.`, variant: "success" }),
                onError: (err) => fail(err, "Feature Failed"),
              })
            }
          >
            Feature
          </button>
        )}
        <ConfirmDialog
          trigger={
            <button type="button" className={btn.secondary} disabled={busy} aria-label={`Delete ${venue.name}`}>
              <Trash2 className="h-4 w-4" aria-hidden /> Delete
            </button>
          }
          title={`Delete ${venue.name}?`}
          description={<p>The venue is removed permanently, with its saves and ratings.</p>}
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={() =>
            remove
              .mutateAsync(venue.id)
              .then(() => toast({ title: "Venue Deleted", description: `${venue.name} was deleted.`, variant: "success" }))
              .catch((err) => fail(err, "Delete Failed", "Failed to delete venue"))
          }
        />
      </div>
    </li>
  );
}

function ManageVenues() {
  const [filter, setFilter] = useAdminFilter();
  const venues = useAdminVenues(filter);
  const deleteAll = useDeleteAllVenues();
  const fail = useAdminFailure();
  useRedirectOn401(venues.error);

  return (
    <ManageList
      title="Manage Venues"
      filter={filter}
      onFilterChange={setFilter}
      query={venues}
      texts={{ loading: "Loading venues...", error: "Failed to fetch venues", empty: "No venues found with the selected filters.", listLabel: "Venues", count: (n) => `Showing ${n} venue(s)` }}
      renderItem={(x) => <VenueAdminCard key={x.id} venue={x} />}
      bulkAction={
        <ConfirmDialog
          trigger={
            <button type="button" className={btn.danger}>
              <Trash2 className="h-4 w-4" aria-hidden /> Delete All Venues
            </button>
          }
          title="Delete all venues?"
          description={<p>Every venue in every city will be deleted permanently, with all saves and ratings.</p>}
          confirmLabel="Delete All Venues"
          phrase={DELETE_ALL_VENUES_PHRASE}
          pending={deleteAll.isPending}
          onConfirm={() =>
            deleteAll
              .mutateAsync()
              .then(({ deleted }) => toast({ title: "All Venues Deleted", description: `${deleted} venue${deleted === 1 ? "" : "s"} deleted.`, variant: "success" }))
              .catch((err) => fail(err, "Delete All Failed"))
          }
        />
      }
    />
  );
}

export default function AdminVenuesPage() {
  return (
    <AdminGuard title="Manage Venues">
      <ManageVenues />
    </AdminGuard>
  );
}
