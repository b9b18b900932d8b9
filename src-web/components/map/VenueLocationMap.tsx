// The small map on the venue page. Without coordinates it shows the centre of the venue's city (or
// central Seattle, the spec's default, when the city has none either) and says so. The map library
// loads only when the map comes near the screen: a shared link opens the page without its cost, and
// until then a box of the same size holds its place.
import { MapPinOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { usePublicConfig } from "../../api/config";
import { useNearViewport } from "../../lib/use-near-viewport";
import { loadMap, MARKER_COLOR } from "./load-map";
import { type LoadState, MapStatus } from "./MapStatus";

const SEATTLE: [lng: number, lat: number] = [-122.3321, 47.6062];

export function VenueLocationMap({
  lat,
  lng,
  name,
  cityName,
  cityCenter,
}: {
  lat: number | null;
  lng: number | null;
  name: string;
  cityName: string;
  cityCenter: { lat: number; lng: number } | null;
}) {
  const t = useTranslations("venues.map");
  const config = usePublicConfig();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>("loading");
  const known = lat !== null && lng !== null;
  const near = useNearViewport(container);

  useEffect(() => {
    const el = container.current;
    const cfg = config.data;
    if (!el || !cfg || !near) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    setState("loading");
    const fallback: [number, number] = cityCenter ? [cityCenter.lng, cityCenter.lat] : SEATTLE;
    loadMap(el, cfg, { center: known ? [lng, lat] : fallback, zoom: known ? 15 : 12 })
      .then(({ lib, map }) => {
        if (cancelled) return map.remove();
        remove = () => map.remove();
        if (known) {
          const marker = new lib.Marker({ color: MARKER_COLOR }).setLngLat([lng, lat]).addTo(map);
          marker.getElement().setAttribute("aria-label", name);
        }
        setState("ready");
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [config.data, near, known, lat, lng, name, cityCenter]);

  return (
    <div>
      <div className="relative">
        <div
          ref={container}
          role="region"
          aria-label={t("label", { name })}
          className="h-64 w-full overflow-hidden rounded-xl border border-slate-200 bg-[#e5ebe8] sm:h-80"
          data-testid="venue-location-map"
        />
        {near && <MapStatus state={state} />}
      </div>
      {!known && (
        <p
          className="mt-2 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          data-testid="location-not-set"
        >
          <MapPinOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            {t.rich("notSet", {
              city: cityCenter ? cityName : "Seattle",
              strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
            })}
          </span>
        </p>
      )}
    </div>
  );
}
