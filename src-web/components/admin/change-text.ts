// An audit trail's field values in words an admin reads (never raw JSON): yes/no, dates, weekly
// hours, lists, and a venue's claims whether stored (with their origin) or as sent.
import { WEEKDAYS } from "@shared/hours";
import { formatDate } from "../../lib/format";

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  address: "Address",
  phone: "Phone",
  website: "Website",
  instagram: "Instagram",
  hours: "Hours",
  notes: "Notes",
  tags: "Tags",
  hasFood: "Food",
  familyFriendly: "Family friendly",
  bigScreens: "Big screens",
  openLate: "Open late",
  craftBeer: "Craft beer",
  outdoorScreens: "Outdoor screens",
  premiumBar: "Premium bar",
  coverImage: "Cover image",
  verifiedAt: "Confirmed accurate",
  claims: "Matches and supporters",
};

/** "hasFood" reads "Food"; a field without a label is split at its capitals ("tiktokHandle" reads "Tiktok handle"). */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return FIELD_LABELS[field] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

const NONE = "(none)";
const DAY_NAMES: Record<string, string> = { mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri", sat: "Sat", sun: "Sun" };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

function hoursText(hours: Obj): string {
  const days = WEEKDAYS.filter((d) => Array.isArray(hours[d]) && (hours[d] as unknown[]).length);
  if (!days.length) return "Closed every day";
  return days.map((d) => `${DAY_NAMES[d]} ${(hours[d] as [string, string][]).map(([open, close]) => `${open}–${close}`).join(", ")}`).join("; ");
}

/**
 * Claims as stored ({ allCompetitions: origin | null, competitions: [{ id }], matches: [{ number }], ... }),
 * as sent (booleans, ids, numbers), or as logged before competitions ({ showsAllMatches }: the World Cup).
 */
function claimsText(c: Obj): string {
  const competitions = (Array.isArray(c.competitions) ? c.competitions : []).map((x) => (isObj(x) ? String(x.id) : String(x)));
  if (c.showsAllMatches && !competitions.includes("world-cup-2026")) competitions.unshift("world-cup-2026");
  const matches = (Array.isArray(c.matches) ? c.matches : []).map((m) => (isObj(m) ? m.number : m));
  const supporters = (Array.isArray(c.supporters) ? c.supporters : []).map((s) =>
    isObj(s) ? `${isObj(s.team) ? s.team.code : s.team}${s.groupName ? ` (${s.groupName})` : ""}` : String(s),
  );
  return [
    `Every match of every competition: ${c.allCompetitions ? "Yes" : "No"}`,
    `Every match of: ${competitions.length ? competitions.join(", ") : NONE}`,
    `Matches: ${matches.length ? matches.join(", ") : NONE}`,
    `Supporters of: ${supporters.length ? supporters.join(", ") : NONE}`,
  ].join("; ");
}

/** One value of a field, as a sentence fragment. */
export function valueText(field: string, v: unknown): string {
  if (v === null || v === undefined || v === "") return NONE;
  if (typeof v === "boolean") return v ? "Yes" : "No";
  if (typeof v === "string") return /^\d{4}-\d{2}-\d{2}T/.test(v) ? formatDate(v) : v;
  if (typeof v === "number") return String(v);
  if (Array.isArray(v)) return v.length ? v.map((item) => valueText(field, item)).join(", ") : NONE;
  if (field === "hours") return hoursText(v as Obj);
  if (field === "claims") return claimsText(v as Obj);
  const parts = Object.entries(v as Obj).map(([k, inner]) => `${fieldLabel(k)}: ${valueText(k, inner)}`);
  return parts.length ? parts.join("; ") : NONE;
}
