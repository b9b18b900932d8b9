// The heart toggle on venue cards (saved-venues feature). Renders nothing until that feature lands.
export function BookmarkButton(_props: { venueId: number }) {
  return null;
}
