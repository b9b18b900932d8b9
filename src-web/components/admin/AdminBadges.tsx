// Status, amenity and featured labels on admin cards.

import type { AdminStatus } from "@shared/constants";
import { lastDayLabel } from "@shared/time-zones";
import { Star } from "lucide-react";
import { Badge, BadgeList } from "../ui/Badge";

const STATUS_STYLE: Record<AdminStatus, string> = {
  pending: "bg-amber-100 text-amber-900 ring-amber-200",
  approved: "bg-pitch-50 text-pitch-800 ring-pitch-100",
  rejected: "bg-red-50 text-red-800 ring-red-200",
};

const STATUS_LABEL: Record<AdminStatus, string> = { pending: "Pending", approved: "Approved", rejected: "Rejected" };

export function StatusBadge({ status }: { status: AdminStatus }) {
  return <Badge className={STATUS_STYLE[status]}>{STATUS_LABEL[status]}</Badge>;
}

/** "Featured until Jul 19, 2026": the last day it covers, in the venue's city (where the cron ends it). */
export function FeaturedBadge({ until, timeZone }: { until?: string | null; timeZone?: string }) {
  return (
    <Badge tone="amber" testId="admin-featured-badge">
      <Star className="h-3 w-3 fill-current" aria-hidden /> Featured{until && timeZone ? ` until ${lastDayLabel(until, timeZone)}` : ""}
    </Badge>
  );
}

/** The dashboard's amenity labels (spec section 2). */
const AMENITIES = [
  ["hasFood", "Has Food"],
  ["bigScreens", "Big Screens"],
  ["familyFriendly", "Family Friendly"],
  ["openLate", "Open Late"],
] as const;

export function AmenityBadges({ venue }: { venue: { hasFood: boolean; bigScreens: boolean; familyFriendly: boolean; openLate: boolean } }) {
  return <BadgeList items={AMENITIES.filter(([key]) => venue[key]).map(([, label]) => label)} label="Amenities" />;
}
