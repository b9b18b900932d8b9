// Counts a venue page view for the owner's figures: the page is edge cached, so the SPA tells the
// Worker. A beacon carries no cookie and nothing about the visitor; a failure is ignored.
const sent = new Set<number>();

export function sendVenueView(venueId: number): void {
  // Once per venue per page load: going back and forth is not another view.
  if (sent.has(venueId)) return;
  sent.add(venueId);
  const url = `/api/venues/${venueId}/view`;
  try {
    if (navigator.sendBeacon?.(url)) return;
    void fetch(url, { method: "POST", keepalive: true, credentials: "omit" }).catch(() => undefined);
  } catch {
    // Counting is best effort.
  }
}
