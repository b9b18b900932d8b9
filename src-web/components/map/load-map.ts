// Creates a map in a container, loading maplibre-gl on demand. Shared by VenueMap and VenueLocationMap.
import type { PublicConfig } from "@shared/contract/common";
import type { MapLibreMap } from "./maplibre";

export type MapLib = typeof import("./maplibre");

export interface MapView {
  center: [lng: number, lat: number];
  zoom: number;
  /** When given, the map opens showing these bounds ([[west, south], [east, north]]) instead. */
  bounds?: [[number, number], [number, number]];
}

/** Lets the browser run other work (input, paint) between two long steps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Marker colour: the site's pitch green. */
export const MARKER_COLOR = "#0f6b41";

export async function loadMap(container: HTMLElement, config: PublicConfig, view: MapView): Promise<{ lib: MapLib; map: MapLibreMap }> {
  const lib = await import("./maplibre");
  // Evaluating the library and creating the map (its WebGL context) are each a long step on a slow
  // phone: in separate tasks, a tap in between is answered.
  await nextTask();
  const map = new lib.MapLibreMap({
    container,
    style: lib.rasterStyle(config.tileUrl, config.tileAttribution),
    center: view.center,
    zoom: view.zoom,
    ...(view.bounds ? { bounds: view.bounds, fitBoundsOptions: { padding: 56, maxZoom: 15 } } : {}),
    // Tiles appear at once: no fade, so no series of extra frames to draw.
    fadeDuration: 0,
    // The page scrolls past the map; zoom with the buttons, a pinch or a double click.
    scrollZoom: false,
    attributionControl: { compact: true },
    // Tiles are replaceable; keep failed requests from being retried in a loop offline.
    maxTileCacheSize: 64,
  });
  // Missing tiles (offline, or a tile server hiccup) are expected: the markers still work.
  map.on("error", () => undefined);
  return { lib, map };
}
