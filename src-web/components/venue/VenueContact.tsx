// Phone, website and Instagram of a venue (only the ones on file; external links open in a new tab).

import type { Venue } from "@shared/contract/venues";
import { Camera, Globe, Phone } from "lucide-react";
import { useTranslations } from "use-intl";
import { instagramLink, isHttpUrl, telHref } from "./venue-links";

const row = "flex items-center gap-3 rounded-md py-1.5 text-slate-800 hover:text-pitch-700";

export function VenueContact({ venue }: { venue: Venue }) {
  const t = useTranslations("venues");
  const instagram = instagramLink(venue.instagram);
  const website = venue.website && isHttpUrl(venue.website) ? venue.website.trim() : null;
  const hasAny = venue.phone || website || instagram;
  return (
    <div>
      <h2 className="text-lg font-semibold text-slate-900">{t("contact.heading")}</h2>
      {!hasAny ? (
        <p className="mt-2 text-slate-600">{t("contact.none")}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {venue.phone && (
            <li>
              <a href={telHref(venue.phone)} className={row}>
                <Phone className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                {venue.phone}
              </a>
            </li>
          )}
          {website && (
            <li>
              <a href={website} target="_blank" rel="noopener noreferrer" className={row}>
                <Globe className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                <span className="min-w-0 truncate">{website.replace(/^https?:\/\/(www\.)?/i, "").replace(/\/$/, "")}</span>
                <span className="sr-only">{t("page.newTab")}</span>
              </a>
            </li>
          )}
          {instagram && (
            <li>
              <a href={instagram.url} target="_blank" rel="noopener noreferrer" className={row}>
                <Camera className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                <span className="min-w-0 truncate">
                  {/* i18n-ignore */}Instagram {instagram.handle}
                </span>
                <span className="sr-only">{t("page.newTab")}</span>
              </a>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
