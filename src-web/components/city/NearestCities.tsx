// "Use my location": the 5 nearest listed cities by straight-line distance, computed in the browser.

import type { CityListItem } from "@shared/contract/cities";
import { byDistance, formatMiles } from "@shared/geo";
import { Loader2, LocateFixed } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { type GeoStatus, useGeolocation } from "../../lib/geolocation";
import { useSpotsLabel } from "./CityCard";

/** What to say when the location cannot be used (null otherwise), in the page's language. */
export function useLocationMessage(status: GeoStatus): string | null {
  const t = useTranslations("common.cityLinks");
  if (status === "denied") return t("locationDenied");
  if (status === "unavailable") return t("locationUnavailable");
  return null;
}

export function NearestCities({ cities, tone = "light" }: { cities: CityListItem[] | undefined; tone?: "light" | "dark" }) {
  const geo = useGeolocation();
  const nearest = useMemo(() => (geo.position && cities ? byDistance(cities, geo.position).slice(0, 5) : []), [geo.position, cities]);
  const message = useLocationMessage(geo.status);
  const t = useTranslations("common.cityLinks");
  const spotsLabel = useSpotsLabel();
  const dark = tone === "dark";

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={geo.request}
        disabled={geo.status === "locating"}
        className={
          dark
            ? "inline-flex items-center gap-2 rounded-md px-1 py-2 text-sm font-semibold text-white underline-offset-4 hover:underline disabled:opacity-70"
            : "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70"
        }
      >
        {geo.status === "locating" ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <LocateFixed className="h-4 w-4" aria-hidden />}
        {geo.status === "locating" ? t("findingLocation") : t("useMyLocation")}
      </button>
      <div aria-live="polite">
        {message && <p className={dark ? "text-sm text-slate-200" : "text-sm text-slate-600"}>{message}</p>}
        {nearest.length > 0 && (
          <div className={dark ? "rounded-xl bg-white p-4 text-slate-900 shadow-lg" : "rounded-xl border border-slate-200 bg-white p-4"}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t("nearest")}</h2>
            <ol className="mt-2 divide-y divide-slate-100" data-testid="nearest-cities">
              {nearest.map(({ item, km }) => (
                <li key={item.id}>
                  <Link to={`/city/${item.slug}`} className="flex items-center justify-between gap-3 py-2 hover:text-pitch-700">
                    <span className="min-w-0 truncate font-medium">
                      {item.name}
                      {item.state && <span className="font-normal text-slate-500">, {item.state}</span>}
                    </span>
                    <span className="shrink-0 text-sm text-slate-600">
                      {formatMiles(km)} · {spotsLabel(item.venueCount)}
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </div>
  );
}
