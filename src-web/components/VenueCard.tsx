// A venue in a list: the name is a link to /venue/{id} stretched over the whole card; the bookmark
// button sits above it (outside the link), so saving never navigates.

import { DEFAULT_VENUE_IMAGE } from "@shared/constants";
import type { VenueSummary } from "@shared/contract/venues";
import { formatMiles } from "@shared/geo";
import { MapPin, Navigation, Star, Tv } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { formatRating } from "../lib/format";
import { BookmarkButton } from "./BookmarkButton";
import { Badge, BadgeList } from "./ui/Badge";
import { CoverImage } from "./ui/CoverImage";
import { UnconfirmedBadge } from "./venue/OpenDataLabel";
import { useTagLabel, venueTypeLabel } from "./venue/venue-type";

/** Spec: card badges only for these four amenities, with these labels ("Food Available" on cards, "Food" on the venue page). */
const CARD_BADGES = [
  ["hasFood", "card.foodAvailable"],
  ["bigScreens", "amenity.bigScreens"],
  ["familyFriendly", "amenity.familyFriendly"],
  ["openLate", "amenity.openLate"],
] as const;

function RatingText({ rating }: { rating: VenueSummary["rating"] }) {
  const t = useTranslations("venues.card");
  if (rating.count === 0 || rating.average === null) return null;
  const average = formatRating(rating.average);
  const label = t("rated", { average, count: rating.count });
  return (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-slate-800" role="img" aria-label={label} title={label}>
      <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden />
      <span aria-hidden>
        {average} <span className="font-normal text-slate-600">({rating.count})</span>
      </span>
    </span>
  );
}

export function VenueCard({ venue, distanceKm }: { venue: VenueSummary; distanceKm?: number }) {
  const t = useTranslations("venues");
  const tagLabel = useTagLabel();
  const type = venueTypeLabel(venue.tags, venue.unconfirmed !== undefined);
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-pitch-600"
      data-testid="venue-card"
    >
      <div className="relative aspect-[16/9] bg-slate-100">
        <CoverImage src={venue.coverImage} fallback={DEFAULT_VENUE_IMAGE} width={640} height={360} className="h-full w-full object-cover" />
        <div className="absolute left-2 top-2 flex flex-wrap gap-1">
          {venue.isFeatured && (
            <span title={t("card.featuredTitle")}>
              <Badge tone="amber" className="shadow-sm">
                <Star className="h-3 w-3 fill-current" aria-hidden /> {t("badge.featured")}
              </Badge>
            </span>
          )}
          {venue.isSample && (
            <Badge tone="sample" className="shadow-sm">
              {t("badge.sample")}
            </Badge>
          )}
          {venue.showingToday && (
            <span title={t("badge.showingTodayTitle")} data-testid="showing-today">
              <Badge tone="green" className="shadow-sm">
                <Tv className="h-3 w-3" aria-hidden /> {t("badge.showingToday")}
              </Badge>
            </span>
          )}
          {venue.unconfirmed && <UnconfirmedBadge source={venue.unconfirmed} />}
        </div>
      </div>
      {/* Above the stretched link so that a tap on the heart saves instead of navigating. */}
      <div className="absolute right-2 top-2 z-10">
        <BookmarkButton venueId={venue.id} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs font-semibold uppercase tracking-wide text-pitch-700">{tagLabel(type)}</span>
          <RatingText rating={venue.rating} />
        </div>
        <h3 className="text-lg font-semibold leading-snug text-slate-900">
          <Link
            to={`/venue/${venue.id}`}
            // Paid placement is marked for search engines as well as for people.
            rel={venue.isFeatured ? "sponsored" : undefined}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-pitch-700 focus-visible:underline"
          >
            {venue.name}
          </Link>
        </h3>
        <p className="flex items-start gap-1.5 text-sm text-slate-600">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
          <span className="min-w-0 break-words">{venue.address}</span>
        </p>
        {distanceKm !== undefined && (
          <p className="flex items-center gap-1.5 text-sm font-medium text-pitch-800" data-testid="venue-distance">
            <Navigation className="h-4 w-4 shrink-0" aria-hidden />
            {t("card.away", { distance: formatMiles(distanceKm) })}
          </p>
        )}
        <BadgeList items={CARD_BADGES.filter(([key]) => venue[key]).map(([, label]) => t(label))} label={t("card.amenities")} className="mt-auto pt-1" />
      </div>
    </article>
  );
}
