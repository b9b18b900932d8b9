// The map library, loaded only through import() from load-map.ts: maplibre-gl is about 1 MB and must
// stay out of the first load. Named imports only (maplibre-gl 6 has no default export).
import { Map as MapLibreMap, Marker, Popup, type StyleSpecification, setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import "maplibre-gl/dist/maplibre-gl.css";

// Bundled, the library cannot find its worker script by itself.
setWorkerUrl(workerUrl);

export { MapLibreMap, Marker, Popup };

/** One raster layer from the configured tile server over a plain background (what shows offline). */
export function rasterStyle(tileUrl: string, attribution: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      tiles: { type: "raster", tiles: [tileUrl], tileSize: 256, maxzoom: 19, ...(attribution ? { attribution } : {}) },
    },
    layers: [
      { id: "background", type: "background", paint: { "background-color": "#e5ebe8" } },
      { id: "tiles", type: "raster", source: "tiles" },
    ],
  };
}
