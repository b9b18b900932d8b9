// A venue in a list: links to /venue/{id}. (Browse feature owns the full design.)
import { Link } from "react-router";
import type { Venue } from "@shared/api-types";
import { BookmarkButton } from "./BookmarkButton";

export function VenueCard({ venue }: { venue: Venue; distanceKm?: number }) {
  return (
    <article className="relative overflow-hidden rounded-lg border border-slate-200 bg-white">
      <Link to={`/venue/${venue.id}`} className="block p-4">
        <h3 className="font-semibold">{venue.name}</h3>
        <p className="text-sm text-slate-600">{venue.address}</p>
      </Link>
      <div className="absolute right-2 top-2">
        <BookmarkButton venueId={venue.id} />
      </div>
    </article>
  );
}
