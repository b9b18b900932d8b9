// All amenities of a venue as badges (the venue page shows the long list; cards show four).

import type { Venue } from "@shared/contract/venues";
import { Beer, Clock, MonitorPlay, Sparkles, Tv, Users, Utensils } from "lucide-react";
import { useTranslations } from "use-intl";

/** Every amenity flag of a venue with its English label (the admin's); the public site shows `venues.amenity.{key}`. */
export const VENUE_AMENITIES = [
  ["hasFood", "Food", Utensils],
  ["bigScreens", "Big Screens", Tv],
  ["familyFriendly", "Family Friendly", Users],
  ["openLate", "Open Late", Clock],
  ["craftBeer", "Craft Beer", Beer],
  ["outdoorScreens", "Outdoor Screens", MonitorPlay],
  ["premiumBar", "Premium Bar", Sparkles],
] as const;

export function AmenityList({ venue }: { venue: Venue }) {
  const t = useTranslations("venues");
  const present = VENUE_AMENITIES.filter(([key]) => venue[key]);
  if (present.length === 0) return <p className="text-slate-600">{t("page.noAmenities")}</p>;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="venue-amenities">
      {present.map(([key, , Icon]) => (
        <li
          key={key}
          className="inline-flex items-center gap-1.5 rounded-full bg-pitch-50 px-3 py-1.5 text-sm font-medium text-pitch-800 ring-1 ring-inset ring-pitch-100"
        >
          <Icon className="h-4 w-4" aria-hidden />
          {t(`amenity.${key}`)}
        </li>
      ))}
    </ul>
  );
}
