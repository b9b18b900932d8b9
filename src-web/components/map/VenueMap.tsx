// Map of venues: one marker per venue with coordinates, a popup with name, address and 'View Details'.

import type { VenueSummary } from "@shared/contract/venues";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { usePublicConfig } from "../../api/config";
import { loadMap, MARKER_COLOR } from "./load-map";
import { type LoadState, MapStatus } from "./MapStatus";

type Located = VenueSummary & { lat: number; lng: number };

/** Popup content built as DOM nodes (text only, never HTML strings). */
function popupContent(venue: Located, go: (to: string) => void): HTMLElement {
  const root = document.createElement("div");
  root.className = "max-w-[15rem] space-y-1 pr-4";
  const name = document.createElement("p");
  name.className = "font-semibold text-slate-900";
  name.textContent = venue.name;
  const address = document.createElement("p");
  address.className = "text-sm text-slate-600";
  address.textContent = venue.address;
  const link = document.createElement("a");
  link.href = `/venue/${venue.id}`;
  link.className = "inline-block pt-1 text-sm font-semibold text-pitch-700 underline hover:text-pitch-800";
  link.textContent = "View Details";
  link.addEventListener("click", (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(`/venue/${venue.id}`);
  });
  root.append(name, address, link);
  return root;
}

export function VenueMap({ venues, className }: { venues: VenueSummary[]; className?: string }) {
  const config = usePublicConfig();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>("loading");

  const located = useMemo(() => venues.filter((v): v is Located => v.lat !== null && v.lng !== null), [venues]);
  // The map is rebuilt only when the set of venues changes, not on every render.
  const key = located.map((v) => `${v.id}:${v.lat},${v.lng}`).join("|");
  const latest = useRef({ located, navigate });
  latest.current = { located, navigate };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the located venues (read through a ref), so the map redraws only when they change.
  useEffect(() => {
    const el = container.current;
    const cfg = config.data;
    const list = latest.current.located;
    if (!el || !cfg || list.length === 0) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    setState("loading");
    loadMap(el, cfg, { center: [list[0].lng, list[0].lat], zoom: 13 })
      .then(({ lib, map }) => {
        if (cancelled) return map.remove();
        remove = () => map.remove();
        const go = (to: string) => latest.current.navigate(to);
        for (const venue of list) {
          const marker = new lib.Marker({ color: MARKER_COLOR })
            .setLngLat([venue.lng, venue.lat])
            .setPopup(new lib.Popup({ offset: 28, maxWidth: "18rem" }).setDOMContent(popupContent(venue, go)))
            .addTo(map);
          const el = marker.getElement();
          el.setAttribute("aria-label", `${venue.name}, ${venue.address}`);
          el.title = venue.name;
        }
        if (list.length > 1) {
          const bounds = new lib.LngLatBounds();
          for (const v of list) bounds.extend([v.lng, v.lat]);
          map.fitBounds(bounds, { padding: 56, maxZoom: 15, duration: 0 });
        }
        setState("ready");
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [key, config.data]);

  const unlocated = venues.filter((v) => v.lat === null || v.lng === null);
  const notOnMap = unlocated.length > 0 && <NotOnMap venues={unlocated} />;

  if (located.length === 0) {
    return (
      <div className={className}>
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-600">
          No venue locations available to display on map
        </div>
        {notOnMap}
      </div>
    );
  }

  return (
    <div className={className}>
      <div className="relative">
        <div
          ref={container}
          role="region"
          aria-label={`Map of ${located.length} venue ${located.length === 1 ? "location" : "locations"}`}
          className="h-[22rem] w-full overflow-hidden rounded-xl border border-slate-200 bg-[#e5ebe8] sm:h-[28rem]"
          data-testid="venue-map"
        />
        <MapStatus state={state} />
      </div>
      <p className="mt-2 text-sm text-slate-600">
        Select a marker for the venue's name, address and a link to its page. The list view shows the same venues as a list.
      </p>
      {notOnMap}
    </div>
  );
}

/** At most this many venues without a location are named under the map; the rest are counted. */
const NAMED_MAX = 10;

/** The venues the map cannot show, said rather than silently left out. */
function NotOnMap({ venues }: { venues: VenueSummary[] }) {
  const n = venues.length;
  const rest = n - NAMED_MAX;
  const link = (v: VenueSummary) => (
    <Link to={`/venue/${v.id}`} className="font-medium text-pitch-800 underline hover:text-pitch-700">
      {v.name}
    </Link>
  );
  return (
    <div className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="not-on-map">
      {n === 1 ? (
        <p>
          <strong className="font-semibold">Location not set yet:</strong> {link(venues[0])} is not on the map.
        </p>
      ) : (
        <>
          <p>
            <strong className="font-semibold">Location not set yet:</strong> these {n} venues are not on the map.
          </p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {venues.slice(0, NAMED_MAX).map((v) => (
              <li key={v.id}>{link(v)}</li>
            ))}
            {rest > 0 && <li>and {rest} more in the list view</li>}
          </ul>
        </>
      )}
    </div>
  );
}
