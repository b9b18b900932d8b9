// Outgoing links of a venue page, built only from safe values.
import type { Venue } from "@shared/contract/venues";
import type { Translator } from "@shared/i18n/catalog";

export const isHttpUrl = (url: string | null | undefined): boolean => !!url && /^https?:\/\//i.test(url.trim()) && URL.canParse(url.trim());

export const googleMapsUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** "@handle", "handle" or a profile URL → { url, handle }; null when it is none of these. */
export function instagramLink(value: string | null): { url: string; handle: string } | null {
  if (!value) return null;
  const v = value.trim();
  if (isHttpUrl(v)) {
    const m = /instagram\.com\/([A-Za-z0-9._]{1,30})/i.exec(v);
    return { url: v, handle: m ? `@${m[1]}` : v };
  }
  const handle = v.replace(/^@/, "");
  if (!/^[A-Za-z0-9._]{1,30}$/.test(handle)) return null;
  return { url: `https://www.instagram.com/${handle}/`, handle: `@${handle}` };
}

/** Phone numbers as tel: links keep digits and a leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** A mailto: link drafting an edit suggestion for the venue, in the page's language. */
export function suggestEditHref(email: string, venue: Pick<Venue, "id" | "name" | "address" | "cityName">, t: Translator<"venues">): string {
  const subject = t("suggestEditMail.subject", { name: venue.name });
  const body = [
    t("suggestEditMail.greeting"),
    "",
    t("suggestEditMail.intro"),
    "",
    t("suggestEditMail.venue", { name: venue.name }),
    t("suggestEditMail.venueId", { id: String(venue.id) }),
    t("suggestEditMail.address", { address: venue.address }),
    t("suggestEditMail.city", { city: venue.cityName }),
    "",
    t("suggestEditMail.change"),
    "",
  ].join("\n");
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
