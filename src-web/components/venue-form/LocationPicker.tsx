// Where the venue is: a pin placed by clicking the map (and dragged to adjust), or its coordinates
// typed or pasted ("47.6097, -122.3422" from a map app). No address lookup: the site has no geocoder,
// so the pin is the person's own (docs/decisions/011). The map loads on demand (maplibre is large).

import { parseCoordinates, roundCoordinate } from "@shared/venue-fields";
import { clsx } from "clsx";
import { MapPin, Trash2 } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { usePublicConfig } from "../../api/config";
import type { MapLib } from "../map/load-map";
import { loadMap, MARKER_COLOR } from "../map/load-map";
import { type LoadState, MapStatus } from "../map/MapStatus";
import type { MapLibreMap } from "../map/maplibre";
import { Button } from "../ui/Button";
import { Field, type FieldLook, Input } from "../ui/Field";
import { typedLocation } from "./details";

type Marker = InstanceType<MapLib["Marker"]>;

/** The middle of the contiguous United States, for a map with neither a pin nor a city. */
const US_CENTRE: [lng: number, lat: number] = [-98.58, 39.83];

const fixed = (n: number) => String(roundCoordinate(n));

export function LocationPicker({
  lat,
  lng,
  onChange,
  city,
  error,
  id: givenId,
  hint,
  look = "page",
  startOpen = false,
}: {
  lat: string;
  lng: string;
  onChange: (lat: string, lng: string) => void;
  /** The venue's city: the map opens on its centre, and the pin must be near it. */
  city: { name: string; lat: number | null; lng: number | null } | null;
  error?: string;
  /** The latitude input's id (the form focuses it when the location is wrong). */
  id?: string;
  hint: React.ReactNode;
  look?: FieldLook;
  startOpen?: boolean;
}) {
  const t = useTranslations("submit.location");
  const pinLabel = t("pin");
  const generated = useId();
  const id = givenId ?? generated;
  const config = usePublicConfig();
  const [open, setOpen] = useState(startOpen);
  const [state, setState] = useState<LoadState>("loading");
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ lib: MapLib; map: MapLibreMap; marker: Marker | null } | null>(null);
  const pin = typedLocation({ lat, lng }).location;
  const cityCentre: [number, number] | null = city && city.lat !== null && city.lng !== null ? [city.lng, city.lat] : null;

  /** Whether the pin last moved on the map (left where it is) rather than by typing (the map then centres on it). */
  const movedOnMap = useRef(false);
  const place = useEffectEvent((at: { lat: number; lng: number }) => {
    movedOnMap.current = true;
    onChange(fixed(at.lat), fixed(at.lng));
  });
  const startAt = useEffectEvent(() => ({
    center: pin ? ([pin.lng, pin.lat] as [number, number]) : (cityCentre ?? US_CENTRE),
    zoom: pin ? 16 : cityCentre ? 12 : 3,
  }));

  // The map itself: made once it is opened, removed when closed.
  useEffect(() => {
    const el = container.current;
    const cfg = config.data;
    if (!open || !el || !cfg) return;
    let cancelled = false;
    setState("loading");
    loadMap(el, cfg, startAt())
      .then(({ lib, map }) => {
        if (cancelled) return map.remove();
        mapRef.current = { lib, map, marker: null };
        map.on("click", (e) => place({ lat: e.lngLat.lat, lng: e.lngLat.lng }));
        map.getCanvas().style.cursor = "crosshair";
        setState("ready");
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
      mapRef.current?.map.remove();
      mapRef.current = null;
    };
  }, [open, config.data]);

  // The pin follows the typed coordinates.
  const pinLat = pin?.lat ?? null;
  const pinLng = pin?.lng ?? null;
  useEffect(() => {
    const m = mapRef.current;
    if (!m || state !== "ready") return;
    if (pinLat === null || pinLng === null) {
      m.marker?.remove();
      m.marker = null;
      return;
    }
    if (!m.marker) {
      const marker = new m.lib.Marker({ color: MARKER_COLOR, draggable: true }).setLngLat([pinLng, pinLat]).addTo(m.map);
      marker.getElement().setAttribute("aria-label", pinLabel);
      marker.getElement().setAttribute("data-testid", "location-pin");
      marker.on("dragend", () => place(marker.getLngLat()));
      m.marker = marker;
    } else m.marker.setLngLat([pinLng, pinLat]);
    if (!movedOnMap.current) m.map.jumpTo({ center: [pinLng, pinLat], zoom: Math.max(m.map.getZoom(), 15) });
    movedOnMap.current = false;
  }, [pinLat, pinLng, state, pinLabel]);

  // A new city without a pin: look there.
  const centreKey = cityCentre?.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `centreKey` stands for the city's centre; the pin is read as it is then.
  useEffect(() => {
    const m = mapRef.current;
    if (!m || state !== "ready" || !cityCentre || pin) return;
    m.map.jumpTo({ center: cityCentre, zoom: 12 });
  }, [centreKey, state]);

  /** Typing or pasting "lat, lng" into either field fills both. */
  const typed = (field: "lat" | "lng", text: string) => {
    const pair = parseCoordinates(text);
    if (pair && /[,;\s]/.test(text.trim())) onChange(String(pair.lat), String(pair.lng));
    else onChange(field === "lat" ? text : lat, field === "lng" ? text : lng);
  };

  return (
    <fieldset className="min-w-0" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t("legend")}</legend>
      <p id={`${id}-hint`} className="mb-3 text-sm text-slate-600">
        {hint}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t("latitude")} id={id} look={look} invalid={!!error}>
          <Input type="text" inputMode="text" autoComplete="off" value={lat} onChange={(e) => typed("lat", e.target.value)} placeholder="47.6097" />
        </Field>
        <Field label={t("longitude")} id={`${id}-lng`} look={look} invalid={!!error}>
          <Input type="text" inputMode="text" autoComplete="off" value={lng} onChange={(e) => typed("lng", e.target.value)} placeholder="-122.3422" />
        </Field>
      </div>
      {error && (
        <p className="mt-1.5 text-sm text-red-700" role="alert" data-testid="location-error">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setOpen(!open)} aria-expanded={open}>
          <MapPin className="h-4 w-4" aria-hidden /> {open ? t("hideMap") : t("showMap")}
        </Button>
        {(lat || lng) && (
          <Button size="sm" variant="secondary" onClick={() => onChange("", "")}>
            <Trash2 className="h-4 w-4" aria-hidden /> {t("removePin")}
          </Button>
        )}
      </div>
      {open && (
        <div className="relative mt-3">
          <div
            ref={container}
            role="region"
            aria-label={city ? t("mapOf", { city: city.name }) : t("map")}
            className={clsx("h-72 w-full overflow-hidden rounded-xl border border-slate-200 bg-[#e5ebe8] sm:h-80")}
            data-testid="location-picker-map"
          />
          <MapStatus state={state} failedText={t("mapFailed")} />
        </div>
      )}
    </fieldset>
  );
}
