// Map of venues, drawn from a clustered GeoJSON source: however many venues a city has, the page holds
// one marker per cluster or lone venue on screen (tens), never one per venue. A lone venue's popup has
// its name, address and 'View Details'; a small cluster's popup lists its venues, a big one zooms in.

import { localePath } from "@shared/i18n/locales";
import type { GeoJSONFeature, GeoJSONSource, Marker as MarkerType, Popup as PopupType } from "maplibre-gl";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslations } from "use-intl";
import { usePublicConfig } from "../../api/config";
import { LOCALE } from "../../lib/i18n";
import { loadMap, MARKER_COLOR, type MapLib } from "./load-map";
import { type LoadState, MapStatus } from "./MapStatus";
import type { MapLibreMap } from "./maplibre";

/** What the map shows of a venue: a city's map points, or the summaries of a list (saved venues). */
export interface MapVenue {
  id: number;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
}
type Located = MapVenue & { lat: number; lng: number };

/** Pixels within which venues are drawn as one cluster. */
const CLUSTER_RADIUS = 40;
/** A cluster this small lists its venues when selected; a bigger one zooms in. */
const LIST_AT_MOST = 6;
/** Deeper than this, zooming no longer separates venues (same building): list them instead. */
const DEEPEST_USEFUL_ZOOM = 18;
/** Popups fit a phone screen with room for their close button. */
const POPUP_MAX_WIDTH = "min(18rem, calc(100vw - 4rem))";

/** The map's texts drawn outside React (popups, cluster buttons), in the page's language. */
interface MapTexts {
  viewDetails: string;
  here: (count: number) => string;
  cluster: (count: number, list: boolean) => string;
}

/** A link to a venue page that stays inside the SPA on a plain click. */
function venueLink(id: number, text: string, go: (to: string) => void): HTMLAnchorElement {
  const link = document.createElement("a");
  link.href = localePath(LOCALE, `/venue/${id}`);
  link.className = "text-sm font-semibold text-pitch-700 underline hover:text-pitch-800";
  link.textContent = text;
  link.addEventListener("click", (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(`/venue/${id}`);
  });
  return link;
}

function textNode(tag: "p" | "li", className: string, text: string) {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = text;
  return el;
}

/** Popup content for one venue, built as DOM nodes (text only, never HTML strings). */
function venueContent(venue: Located, go: (to: string) => void, texts: MapTexts): HTMLElement {
  const root = document.createElement("div");
  root.className = "space-y-1 pr-8";
  const link = venueLink(venue.id, texts.viewDetails, go);
  link.classList.add("inline-block", "pt-1");
  root.append(textNode("p", "font-semibold text-slate-900", venue.name), textNode("p", "text-sm text-slate-600", venue.address), link);
  return root;
}

/** Popup content for a few venues at (nearly) the same spot: each with its address and link. */
function listContent(venues: Located[], go: (to: string) => void, texts: MapTexts): HTMLElement {
  const root = document.createElement("div");
  root.className = "pr-8";
  root.append(textNode("p", "mb-1 font-semibold text-slate-900", texts.here(venues.length)));
  const list = document.createElement("ul");
  list.className = "max-h-48 space-y-2 overflow-y-auto";
  for (const v of venues) {
    const item = document.createElement("li");
    item.append(venueLink(v.id, v.name, go), textNode("p", "text-xs text-slate-600", v.address));
    list.append(item);
  }
  root.append(list);
  return root;
}

function clusterElement(count: number, texts: MapTexts): HTMLElement {
  const el = document.createElement("button");
  el.type = "button";
  // Bigger clusters read bigger, within a thumb-sized range.
  const size = count < 10 ? 36 : count < 100 ? 42 : 50;
  el.className =
    "flex items-center justify-center rounded-full border-[3px] border-white font-bold text-white shadow-md focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-slate-900";
  Object.assign(el.style, { width: `${size}px`, height: `${size}px`, background: MARKER_COLOR, fontSize: count < 100 ? "14px" : "13px" });
  el.textContent = String(count);
  el.dataset.count = String(count);
  el.setAttribute("aria-label", texts.cluster(count, count <= LIST_AT_MOST));
  return el;
}

/** Keeps one DOM marker per cluster or lone venue in the loaded tiles, adding and removing as the view moves. */
function drawMarkers(lib: MapLib, map: MapLibreMap, venues: Located[], go: (to: string) => void, texts: MapTexts) {
  const shown = new Map<string, MarkerType>();
  const source = map.getSource("venues") as GeoJSONSource;
  let byId = new Map(venues.map((v) => [v.id, v]));

  // Pan so the popup has room above its marker, and bring the map into view on a scrolled page.
  const reveal = (at: [number, number]) => {
    map.easeTo({ center: at, offset: [0, map.getContainer().clientHeight / 4], duration: 250 });
    map.getContainer().scrollIntoView({ block: "nearest" });
  };
  // Moving the map while the click that opens a popup is handled would cancel it: reveal once open.
  const popup = (content: HTMLElement, at: [number, number]): PopupType => {
    const p = new lib.Popup({ offset: 28, maxWidth: POPUP_MAX_WIDTH }).setDOMContent(content);
    p.on("open", () => reveal(at));
    return p;
  };

  const openCluster = async (marker: MarkerType, clusterId: number, count: number, at: [number, number]) => {
    const zoom = await source.getClusterExpansionZoom(clusterId);
    if (count > LIST_AT_MOST && zoom <= DEEPEST_USEFUL_ZOOM) {
      map.easeTo({ center: at, zoom, duration: 300 });
      return;
    }
    const leaves = await source.getClusterLeaves(clusterId, count, 0);
    const venues = leaves.flatMap((f) => byId.get(Number(f.properties?.id)) ?? []);
    marker.setPopup(popup(listContent(venues, go, texts), at));
    marker.togglePopup();
  };

  const sync = () => {
    if (!map.getSource("venues") || !map.isSourceLoaded("venues")) return;
    const next = new Map<string, GeoJSONFeature>();
    for (const f of map.querySourceFeatures("venues")) {
      const p = f.properties;
      // A cluster's id is only its index in the current data: after new data (a filter) the same id
      // can be another cluster, so its count and place are part of what identifies its marker.
      const key = p.cluster && f.geometry.type === "Point" ? `c${p.cluster_id}:${p.point_count}@${f.geometry.coordinates.join(",")}` : `v${p.id}`;
      next.set(key, f);
    }
    for (const [key, marker] of shown) {
      // A marker whose popup is open stays while its tile reloads: the reader is using it.
      if (!next.has(key) && !marker.getPopup()?.isOpen()) {
        marker.remove();
        shown.delete(key);
      }
    }
    for (const [key, f] of next) {
      if (shown.has(key) || f.geometry.type !== "Point") continue;
      const at = f.geometry.coordinates as [number, number];
      const p = f.properties;
      let marker: MarkerType;
      if (p.cluster) {
        const count = Number(p.point_count);
        marker = new lib.Marker({ element: clusterElement(count, texts) }).setLngLat(at);
        marker.getElement().addEventListener("click", (event) => {
          event.stopPropagation();
          void openCluster(marker, Number(p.cluster_id), count, at);
        });
      } else {
        const venue = byId.get(Number(p.id));
        if (!venue) continue;
        marker = new lib.Marker({ color: MARKER_COLOR })
          .setLngLat([venue.lng, venue.lat])
          .setPopup(popup(venueContent(venue, go, texts), [venue.lng, venue.lat]));
        const el = marker.getElement();
        el.setAttribute("aria-label", `${venue.name}, ${venue.address}`);
        el.title = venue.name;
      }
      marker.addTo(map);
      shown.set(key, marker);
    }
  };
  // Markers are made in a task of their own, not inside the frame that asked for them: the map's first
  // frames are long on a slow phone already (decision 016).
  let queued = false;
  let removed = false;
  map.once("remove", () => {
    removed = true;
  });
  const syncSoon = () => {
    if (queued) return;
    queued = true;
    setTimeout(() => {
      queued = false;
      if (!removed) sync();
    }, 0);
  };
  // After any frame the source may have (re)clustered; during a pan the markers follow by themselves.
  map.on("render", () => !map.isMoving() && syncSoon());
  map.on("moveend", syncSoon);
  // On a slow or busy phone the clusters can finish after the last frame was drawn (offline, no tile
  // asks for another): the source's own "loaded" and the map's idle also bring the markers.
  map.on("sourcedata", (e) => e.sourceId === "venues" && e.isSourceLoaded && syncSoon());
  map.on("idle", syncSoon);

  /** Other venues on the same map (a filter changed): new clusters, new markers, no new map. */
  const replace = (next: Located[]) => {
    for (const marker of shown.values()) marker.remove();
    shown.clear();
    byId = new Map(next.map((v) => [v.id, v]));
    void source.setData(featureCollection(next));
  };
  return { replace };
}

const featureCollection = (list: Located[]) => ({
  type: "FeatureCollection" as const,
  features: list.map((v) => ({ type: "Feature" as const, properties: { id: v.id }, geometry: { type: "Point" as const, coordinates: [v.lng, v.lat] } })),
});

/** What identifies a set of venues on the map: their ids and positions. */
const keyOf = (list: Located[]) => list.map((v) => `${v.id}:${v.lat},${v.lng}`).join("|");

/** [[west, south], [east, north]] of the venues. */
function boundsOf(list: Located[]): [[number, number], [number, number]] {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const v of list) {
    west = Math.min(west, v.lng);
    east = Math.max(east, v.lng);
    south = Math.min(south, v.lat);
    north = Math.max(north, v.lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

export function VenueMap({ venues, className }: { venues: readonly MapVenue[]; className?: string }) {
  const t = useTranslations("city.map");
  const config = usePublicConfig();
  const texts: MapTexts = {
    viewDetails: t("viewDetails"),
    here: (count) => t("here", { count, n: String(count) }),
    cluster: (count, list) => (list ? t("clusterList", { n: String(count) }) : t("clusterZoom", { n: String(count) })),
  };
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>("loading");

  const located = useMemo(() => venues.filter((v): v is Located => v.lat !== null && v.lng !== null), [venues]);
  // Compared instead of the array, which is new on every answer.
  const key = useMemo(() => keyOf(located), [located]);
  const latest = useRef({ located, key, navigate, texts });
  latest.current = { located, key, navigate, texts };

  const hasVenues = located.length > 0;
  /** The map once drawn: which venues it shows, and how to show others. */
  const drawn = useRef<{ map: MapLibreMap; key: string; replace: (list: Located[]) => void } | null>(null);

  /** Shows the latest venues on the drawn map, when they are not the ones it shows. */
  const showLatest = useRef(() => {
    const d = drawn.current;
    const { located: list, key: latestKey } = latest.current;
    if (!d || d.key === latestKey || list.length === 0) return;
    d.key = latestKey;
    d.replace(list);
    if (list.length > 1) d.map.fitBounds(boundsOf(list), { padding: 56, maxZoom: 15, duration: 0 });
    else d.map.jumpTo({ center: [list[0].lng, list[0].lat], zoom: 13 });
  });

  // The map is created once; when the venues change (a filter), its source gets the new ones: on a
  // city of thousands of venues a filter costs a data update in the map's worker, not a new map.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the venues are read through a ref; `hasVenues` brings the map back after an empty result.
  useEffect(() => {
    const el = container.current;
    const cfg = config.data;
    const list = latest.current.located;
    if (!el || !cfg || list.length === 0) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    setState("loading");
    loadMap(el, cfg, { center: [list[0].lng, list[0].lat], zoom: 13, bounds: list.length > 1 ? boundsOf(list) : undefined })
      .then(({ lib, map }) => {
        if (cancelled) return map.remove();
        remove = () => map.remove();
        const go = (to: string) => latest.current.navigate(to);
        const draw = () => {
          if (map.getSource("venues")) return;
          map.addSource("venues", {
            type: "geojson",
            data: featureCollection(list),
            cluster: true,
            clusterRadius: CLUSTER_RADIUS,
            // Clusters at every zoom the tiles go to: venues in one building stay one marker that lists them.
            maxzoom: 22,
            clusterMaxZoom: 21,
          });
          // Tiles of a source load only for a layer that uses it; the markers are the visible part.
          map.addLayer({ id: "venues", type: "circle", source: "venues", paint: { "circle-opacity": 0, "circle-radius": 1 } });
          drawn.current = { map, key: keyOf(list), ...drawMarkers(lib, map, list, go, latest.current.texts) };
          // The venues may have changed while the map loaded.
          showLatest.current();
          setState("ready");
        };
        // Not "load": that waits for the first tiles, which may never come (offline, tile server down).
        // "style.load" may already have fired by now, and isStyleLoaded() stays false while tiles are
        // missing: try at once, and again on each style event until the source can be added.
        let added = false;
        const tryDraw = () => {
          if (added || cancelled) return;
          try {
            draw();
            added = true;
          } catch {
            // The style is not ready for sources yet: a later style event tries again.
          }
        };
        tryDraw();
        map.on("style.load", tryDraw);
        map.on("styledata", tryDraw);
        // And on a timer, in case the style settled without an event after this listened.
        const retry = setInterval(() => (added || cancelled ? clearInterval(retry) : tryDraw()), 250);
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
      drawn.current = null;
      remove?.();
    };
  }, [hasVenues, config.data]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the located venues (read through a ref).
  useEffect(() => showLatest.current(), [key]);

  const unlocated = venues.filter((v) => v.lat === null || v.lng === null);
  const notOnMap = unlocated.length > 0 && <NotOnMap venues={unlocated} />;

  if (located.length === 0) {
    return (
      <div className={className}>
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-600">{t("noLocations")}</div>
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
          aria-label={t("label", { count: located.length, n: String(located.length) })}
          className="h-[22rem] w-full overflow-hidden rounded-xl border border-slate-200 bg-[#e5ebe8] sm:h-[28rem]"
          data-testid="venue-map"
        />
        <MapStatus state={state} />
      </div>
      <p className="mt-2 text-sm text-slate-600">{t("help")}</p>
      {notOnMap}
    </div>
  );
}

/** At most this many venues without a location are named under the map; the rest are counted. */
const NAMED_MAX = 10;

/** The venues the map cannot show, said rather than silently left out. */
function NotOnMap({ venues }: { venues: readonly MapVenue[] }) {
  const t = useTranslations("city.map");
  const strong = (chunks: React.ReactNode) => <strong className="font-semibold">{chunks}</strong>;
  const n = venues.length;
  const rest = n - NAMED_MAX;
  const link = (v: MapVenue) => (
    <Link to={`/venue/${v.id}`} className="font-medium text-pitch-800 underline hover:text-pitch-700">
      {v.name}
    </Link>
  );
  return (
    <div className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="not-on-map">
      {n === 1 ? (
        <p>{t.rich("notOnMapOne", { name: venues[0].name, strong, link: () => link(venues[0]) })}</p>
      ) : (
        <>
          <p>{t.rich("notOnMapMany", { n: String(n), strong })}</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {venues.slice(0, NAMED_MAX).map((v) => (
              <li key={v.id}>{link(v)}</li>
            ))}
            {rest > 0 && <li>{t("more", { n: String(rest) })}</li>}
          </ul>
        </>
      )}
    </div>
  );
}
