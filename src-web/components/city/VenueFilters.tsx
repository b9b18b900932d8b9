// The filter sidebar of the city page (a collapsible 'Filters' panel on phones).

import { VENUE_SORTS, VERIFIED_FRESH_DAYS, type VenueSort } from "@shared/constants";
import type { VenueFilter } from "@shared/contract/cities";
import { clsx } from "clsx";
import { ChevronDown, Loader2, LocateFixed, SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { useTranslations } from "use-intl";
import { useTags } from "../../api/venues";
import type { GeoStatus } from "../../lib/geolocation";
import { Button } from "../ui/Button";
import { MatchFilters } from "./MatchFilters";
import { useLocationMessage } from "./NearestCities";
import { AMENITY_FILTERS, activeFilterCount } from "./venue-filter";

export type SortChoice = VenueSort | "nearest";

interface Props {
  /** The city whose coming matches the match filters offer in the season. */
  citySlug: string;
  filter: VenueFilter;
  onChange: (filter: VenueFilter) => void;
  sort: SortChoice;
  onSortChange: (sort: SortChoice) => void;
  onClear: () => void;
  geoStatus: GeoStatus;
  onUseLocation: () => void;
  /** Venues the filters leave (null while loading): the phone panel's button says how many. */
  resultCount: number | null;
}

/** The venue types the site knows, to their catalogue keys; any other type shows as written. */
const TAG_KEYS: Record<string, "sportsBar" | "watchParty" | "restaurant" | "pub" | "supportersBar" | "rooftop" | "brewery" | "beerGarden"> = {
  "Sports Bar": "sportsBar",
  "Watch Party": "watchParty",
  Restaurant: "restaurant",
  Pub: "pub",
  "Supporters Bar": "supportersBar",
  Rooftop: "rooftop",
  Brewery: "brewery",
  "Beer Garden": "beerGarden",
};

const checkbox = "h-4 w-4 rounded border-slate-400 text-pitch-700 accent-pitch-700 focus-visible:outline-offset-1";

export function VenueFilters({ citySlug, filter, onChange, sort, onSortChange, onClear, geoStatus, onUseLocation, resultCount }: Props) {
  const t = useTranslations("city.filters");
  const [open, setOpen] = useState(false);
  const tags = useTags();
  const panelId = useId();
  const active = activeFilterCount(filter);
  const selectedTags = filter.tags ?? [];
  // Tags in the link that no approved venue has any more still show, so they can be unticked.
  const tagOptions = [...new Set([...(tags.data ?? []), ...selectedTags])];
  const message = useLocationMessage(geoStatus);
  const tagLabel = (tag: string) => {
    const key = TAG_KEYS[tag];
    return key ? t(`tag.${key}`) : tag;
  };

  const toggleTag = (tag: string, on: boolean) => {
    const next = on ? [...selectedTags, tag] : selectedTags.filter((t) => t !== tag);
    onChange({ ...filter, tags: next.length ? next : undefined });
  };

  return (
    <section aria-label={t("title")} className="rounded-xl border border-slate-200 bg-white">
      <button
        type="button"
        className="flex w-full items-center justify-between gap-2 px-4 py-3 font-semibold text-slate-900 lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal className="h-4 w-4" aria-hidden />
          {t("title")}
          {active > 0 && <span className="rounded-full bg-pitch-700 px-2 py-0.5 text-xs text-white">{active}</span>}
        </span>
        <ChevronDown className={clsx("h-5 w-5 transition-transform", open && "rotate-180")} aria-hidden />
      </button>
      <div id={panelId} className={clsx("space-y-6 border-t border-slate-100 p-4 lg:block lg:border-t-0", open ? "block" : "hidden")}>
        <h2 className="hidden text-lg font-semibold text-slate-900 lg:block">{t("title")}</h2>
        <MatchFilters citySlug={citySlug} filter={filter} onChange={onChange} />
        <fieldset>
          <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">{t("amenities")}</legend>
          <div className="space-y-1">
            {AMENITY_FILTERS.map((key) => (
              <label key={key} className="flex cursor-pointer items-center gap-3 rounded-md px-1 py-1.5 text-slate-800 hover:bg-slate-50">
                <input
                  type="checkbox"
                  className={checkbox}
                  checked={!!filter[key]}
                  onChange={(e) => onChange({ ...filter, [key]: e.target.checked || undefined })}
                />
                {t(`amenity.${key}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">{t("listing")}</legend>
          <label className="flex cursor-pointer items-center gap-3 rounded-md px-1 py-1.5 text-slate-800 hover:bg-slate-50">
            <input
              type="checkbox"
              className={checkbox}
              checked={!!filter.verified}
              onChange={(e) => onChange({ ...filter, verified: e.target.checked || undefined })}
            />
            {t("verified", { days: VERIFIED_FRESH_DAYS })}
          </label>
          <label className="flex cursor-pointer items-center gap-3 rounded-md px-1 py-1.5 text-slate-800 hover:bg-slate-50">
            <input
              type="checkbox"
              className={checkbox}
              checked={!!filter.confirmed}
              onChange={(e) => onChange({ ...filter, confirmed: e.target.checked || undefined })}
            />
            {t("confirmed")}
          </label>
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">{t("venueTypes")}</legend>
          {tags.isPending ? (
            <p className="text-sm text-slate-500">{t("loadingTypes")}</p>
          ) : tagOptions.length === 0 ? (
            <p className="text-sm text-slate-500">{t("noTypes")}</p>
          ) : (
            <div className="space-y-1">
              {tagOptions.map((tag) => (
                <label key={tag} className="flex cursor-pointer items-center gap-3 rounded-md px-1 py-1.5 text-slate-800 hover:bg-slate-50">
                  <input type="checkbox" className={checkbox} checked={selectedTags.includes(tag)} onChange={(e) => toggleTag(tag, e.target.checked)} />
                  {tagLabel(tag)}
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <div className="space-y-2">
          <label htmlFor={`${panelId}-sort`} className="block text-sm font-semibold uppercase tracking-wide text-slate-500">
            {t("sortBy")}
          </label>
          <select
            id={`${panelId}-sort`}
            value={sort}
            onChange={(e) => onSortChange(e.target.value as SortChoice)}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-pitch-600 focus:outline-none focus:ring-2 focus:ring-pitch-600"
          >
            {VENUE_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
            {geoStatus === "granted" && <option value="nearest">{t("sort.nearest")}</option>}
          </select>
          {geoStatus !== "granted" && (
            <button
              type="button"
              onClick={onUseLocation}
              disabled={geoStatus === "locating"}
              className="inline-flex items-start gap-2 rounded-md px-1 py-1 text-left text-sm font-semibold text-pitch-700 hover:underline disabled:opacity-70"
            >
              {geoStatus === "locating" ? (
                <Loader2 className="mt-0.5 h-4 w-4 shrink-0 animate-spin" aria-hidden />
              ) : (
                <LocateFixed className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              )}
              {geoStatus === "locating" ? t("finding") : t("useLocation")}
            </button>
          )}
          {message && <p className="text-sm text-slate-600">{message}</p>}
        </div>
        <Button variant="secondary" size="sm" block onClick={onClear}>
          {t("clearAll")}
        </Button>
        {/* On a phone the open panel pushes the results below the fold: this bar stays at the bottom of
            the screen with the live count after every tick, and closes the panel to go to them. */}
        <div className="sticky bottom-0 -mx-4 -mb-4 border-t border-slate-200 bg-white/95 p-3 backdrop-blur lg:hidden">
          <Button
            block
            onClick={() => {
              setOpen(false);
              document.getElementById("venues-heading")?.parentElement?.scrollIntoView({ block: "start" });
            }}
          >
            {resultCount === null ? t("showVenues") : t("showCount", { count: resultCount, n: String(resultCount) })}
          </Button>
        </div>
      </div>
    </section>
  );
}
