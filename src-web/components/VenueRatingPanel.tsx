// Real fan ratings on the venue page (fans feature). Shows the stored aggregate until that feature lands.
import type { Venue } from "@shared/api-types";

export function VenueRatingPanel({ venue }: { venue: Venue }) {
  return <p>{venue.rating.count > 0 ? `${venue.rating.average} (${venue.rating.count})` : "No ratings yet"}</p>;
}
