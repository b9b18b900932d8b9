// The small map on the venue page. Without coordinates it shows the centre of the venue's city (or
// central Seattle, the spec's default, when the city has none either) and says so.
import { useEffect, useRef, useState } from "react";
import { usePublicConfig } from "../../api/config";
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
  const config = usePublicConfig();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>("loading");
  const known = lat !== null && lng !== null;

  useEffect(() => {
    const el = container.current;
    const cfg = config.data;
    if (!el || !cfg) return;
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
  }, [config.data, known, lat, lng, name, cityCenter]);

  return (
    <div>
      <div className="relative">
        <div
          ref={container}
          role="region"
          aria-label={`Map showing the location of ${name}`}
          className="h-64 w-full overflow-hidden rounded-xl border border-slate-200 bg-[#e5ebe8] sm:h-80"
          data-testid="venue-location-map"
        />
        <MapStatus state={state} />
      </div>
      {!known && (
        <p className="mt-2 text-sm text-slate-600">
          The exact location of this venue is not on file yet; the map shows {cityCenter ? `central ${cityName}` : "central Seattle"}.
        </p>
      )}
    </div>
  );
}
