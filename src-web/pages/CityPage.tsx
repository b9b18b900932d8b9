import { readVenueFilter } from "@shared/address-filters";
import type { VenueFilter } from "@shared/contract/cities";
import type { VenueSummary } from "@shared/contract/venues";
import { haversineKm, roughPosition } from "@shared/geo";
import { cityMeta, missingMeta } from "@shared/page-titles";
import { clsx } from "clsx";
import { ExternalLink, List, Map as MapIcon } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { useTranslations } from "use-intl";
import { isNotFound, useCity, useCityVenuePages, useCityVenuePoints } from "../api/cities";
import { Breadcrumb, useHomeCrumb } from "../components/Breadcrumb";
import { CitySponsorBox } from "../components/CitySponsorBox";
import { CityEmpty } from "../components/city/CityEmpty";
import { CityFaq } from "../components/city/CityFaq";
import { CityHero } from "../components/city/CityHero";
import { CityMatches } from "../components/city/CityMatches";
import { CityOpenDataAttribution, CityUnconfirmedNotice } from "../components/city/CityOpenDataNote";
import { CityPosts } from "../components/city/CityPosts";
import { MoreVenues } from "../components/city/MoreVenues";
import { type SortChoice, VenueFilters } from "../components/city/VenueFilters";
import { activeFilterCount, filterSearch } from "../components/city/venue-filter";
import { MessagePage } from "../components/MessagePage";
import { MapStatus } from "../components/map/MapStatus";
import { type MapVenue, VenueMap } from "../components/map/VenueMap";
import { KEEP_SCROLL } from "../components/ScrollRestoration";
import { Button, ButtonLink, buttonClass } from "../components/ui/Button";
import { CardGrid, placeholderKey, placeholders } from "../components/ui/CardGrid";
import { CardSkeleton, PageSkeleton, Skeleton, SkeletonStack } from "../components/ui/Skeleton";
import { VenueCard } from "../components/VenueCard";
import { isHttpUrl } from "../components/venue/venue-links";
import { useCopySeason } from "../lib/clock";
import { useDocumentMeta } from "../lib/document-head";
import { useGeolocation } from "../lib/geolocation";
import { LOCALE, metaT } from "../lib/i18n";
import { useProgressiveCount } from "../lib/progressive-count";
import { SITE } from "../lib/site";

const toggleButton = (active: boolean) =>
  clsx(
    "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold",
    active ? "bg-white text-slate-900 shadow-sm ring-1 ring-slate-200" : "text-slate-600 hover:text-slate-900",
  );

/**
 * Cards of a long list in the first render and in each step after it: more than the first screen
 * shows (a phone's one column shows one or two under the hero, a desktop's grid up to six).
 */
const FIRST_SCREEN_CARDS = 12;
const PHONE_CARDS_PER_STEP = 4;
const cardsPerStep = () => (window.matchMedia("(min-width: 768px)").matches ? FIRST_SCREEN_CARDS : PHONE_CARDS_PER_STEP);
const LIST_ID = "city-venue-list";

export default function CityPage() {
  const t = useTranslations("city.page");
  const tl = useTranslations("city.list");
  const homeCrumb = useHomeCrumb();
  const { slug } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const city = useCity(slug);
  // The URL is the source of truth. A change is also kept locally, tagged with the URL it was made on,
  // so checkboxes update at once instead of waiting for the navigation; any later URL wins.
  const urlFilter = useMemo(() => readVenueFilter(params), [params]);
  const urlKey = params.toString();
  const [pending, setPending] = useState<{ onUrl: string; filter: VenueFilter } | null>(null);
  const filter = pending && pending.onUrl === urlKey ? pending.filter : urlFilter;
  // Once the URL moves (the change landed, or Back/Forward), the URL alone speaks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every URL change by design
  useEffect(() => setPending(null), [urlKey]);
  const geo = useGeolocation();
  // The view is in the URL too: Back returns from the map to the list, and a shared link keeps it.
  const view = params.get("view") === "map" ? "map" : "list";
  const setView = (next: "list" | "map") => {
    const search = new URLSearchParams(params);
    if (next === "map") search.set("view", "map");
    else search.delete("view");
    const q = search.toString();
    navigate({ pathname: location.pathname, search: q ? `?${q}` : "" }, { state: KEEP_SCROLL });
  };
  const [nearest, setNearest] = useState(false);
  const askedForLocation = useRef(false);
  const position = geo.status === "granted" ? geo.position : null;
  const byDistance = nearest && position !== null;
  // Pages come sorted from the server, 'Nearest' too: it is told a rough position (about 1 km), never
  // the exact one. The distances on the cards are measured from the exact one, in the browser.
  const apiFilter: VenueFilter = byDistance ? { ...filter, sortBy: "nearest", near: roughPosition(position) } : filter;
  const venues = useCityVenuePages(slug, apiFilter);
  // The map asks for every located venue of the filter, only once it is open.
  const points = useCityVenuePoints(slug, filter, view === "map");
  const mapVenues = useMemo<MapVenue[]>(() => (points.data ?? []).map(([id, lat, lng, name, address]) => ({ id, lat, lng, name, address })), [points.data]);

  const c = city.data;
  const season = useCopySeason();
  useDocumentMeta(c ? cityMeta(metaT(), SITE.name, c, c.venueCount, LOCALE, season) : undefined);

  // Asking for the location here means "sort by distance" once it is known.
  useEffect(() => {
    if (geo.status === "granted" && askedForLocation.current) {
      askedForLocation.current = false;
      setNearest(true);
    }
  }, [geo.status]);

  const setFilter = (next: VenueFilter) => {
    setPending({ onUrl: urlKey, filter: next });
    // Each change is a history entry: Back undoes it.
    navigate({ pathname: location.pathname, search: filterSearch(params, next) }, { state: KEEP_SCROLL });
  };

  const onSortChange = (sort: SortChoice) => {
    if (sort === "nearest") return setNearest(true);
    setNearest(false);
    setFilter({ ...filter, sortBy: sort });
  };

  const pages = venues.data?.pages;
  const complete = !!pages && pages.length === 1 && !venues.hasNextPage;
  const list = useMemo(() => {
    const seen = new Set<number>();
    const items: { venue: VenueSummary; km: number | undefined }[] = [];
    // A venue moved between two pages' loads by a write would come twice: once is enough.
    for (const venue of (pages ?? []).flatMap((p) => p.venues)) {
      if (seen.has(venue.id)) continue;
      seen.add(venue.id);
      items.push({ venue, km: position && venue.lat !== null && venue.lng !== null ? haversineKm(position, { lat: venue.lat, lng: venue.lng }) : undefined });
    }
    // The whole list in one page: order it by the exact distance (the server's order is from the rough point).
    if (byDistance && complete) items.sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity));
    return items;
  }, [pages, position, byDistance, complete]);
  // Counted only once the city is there too: the list is first rendered then.
  const [cardStep] = useState(cardsPerStep);
  const total = c ? list.length : 0;
  // A short list renders whole, on a phone too: it is cheap, and its sections follow it at once.
  const rendered = useProgressiveCount(total, total <= FIRST_SCREEN_CARDS ? FIRST_SCREEN_CARDS : cardStep, cardStep);
  // The city's matches, guides and questions come after the list: below a long list's first screen,
  // they render a moment later, one per step (a short list's page shows them at once, the footer
  // staying put).
  const belowList = useProgressiveCount(3, list.length < FIRST_SCREEN_CARDS ? 3 : 0, 1);

  if (city.isPending) {
    return (
      <PageSkeleton label={t("loading")}>
        <Skeleton className="h-48 w-full rounded-xl sm:h-64" />
        <SkeletonStack className="mt-6 flex flex-wrap gap-3" blocks={["h-10 w-40", "h-10 w-28", "h-10 w-28"]} />
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <CardSkeleton key={i} lines={["h-3 w-20", "h-5 w-3/4", "h-4 w-full"]} chips={2} />
          ))}
        </div>
      </PageSkeleton>
    );
  }
  if (city.isError || !c) {
    const missing = isNotFound(city.error);
    return (
      <MessagePage
        title={missing ? t("notFound") : t("failed")}
        text={missing ? t("notFoundText") : t("failedText")}
        meta={missing ? missingMeta(metaT(), SITE.name, "city") : undefined}
      >
        <ButtonLink to="/cities">{t("browseAll")}</ButtonLink>
      </MessagePage>
    );
  }

  const count = pages?.[0]?.total ?? 0;

  return (
    <div>
      <div className="mx-auto max-w-7xl px-4 py-3">
        <Breadcrumb items={[homeCrumb, { label: t("crumb"), to: "/cities" }, { label: c.name }]} />
      </div>
      <CityHero city={c} />

      <div className="mx-auto max-w-7xl px-4 py-8">
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-8">
          <div className="lg:col-start-1 lg:row-start-1">
            <VenueFilters
              citySlug={c.slug}
              filter={filter}
              onChange={setFilter}
              sort={byDistance ? "nearest" : (filter.sortBy ?? "featured")}
              onSortChange={onSortChange}
              onClear={() => {
                setNearest(false);
                setFilter({});
              }}
              geoStatus={geo.status}
              onUseLocation={() => {
                askedForLocation.current = true;
                geo.request();
              }}
              resultCount={venues.isPending || venues.isPlaceholderData ? null : count}
            />
          </div>

          <section className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-labelledby="venues-heading">
            <h2 id="venues-heading" className="sr-only">
              {t("venuesHeading", { city: c.name })}
            </h2>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <p className="font-medium text-slate-700" role="status" data-testid="venue-count">
                {venues.isPending ? t("loadingVenues") : tl("showing", { count, n: String(count), city: c.name })}
              </p>
              <div className="inline-flex rounded-lg bg-slate-100 p-1" role="group" aria-label={t("view")}>
                <button type="button" aria-pressed={view === "list"} onClick={() => setView("list")} className={toggleButton(view === "list")}>
                  <List className="h-4 w-4" aria-hidden /> {t("list")}
                </button>
                <button type="button" aria-pressed={view === "map"} onClick={() => setView("map")} className={toggleButton(view === "map")}>
                  <MapIcon className="h-4 w-4" aria-hidden /> {t("map")}
                </button>
              </div>
            </div>

            <CityUnconfirmedNotice city={c} />
            {venues.isPending ? (
              <CardGrid items={placeholders(3)} itemKey={placeholderKey} label={t("loadingVenuesLabel")} besideSidebar>
                {() => <CardSkeleton testId="venue-card-skeleton" lines={["h-3 w-20", "h-5 w-3/4", "h-4 w-full"]} chips={2} />}
              </CardGrid>
            ) : venues.isError ? (
              <p className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-600">{t("venuesFailed")}</p>
            ) : count === 0 && c.venueCount > 0 && activeFilterCount(filter) > 0 ? (
              <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center" data-testid="venues-no-match">
                <p className="text-lg font-semibold text-slate-900">{t("noMatchTitle")}</p>
                <p className="mx-auto mt-1 max-w-md text-slate-600">{t("noMatchText", { city: c.name })}</p>
                <Button
                  className="mt-5"
                  onClick={() => {
                    setNearest(false);
                    setFilter({});
                  }}
                >
                  {t("clearFilters")}
                </Button>
              </div>
            ) : count === 0 ? (
              <CityEmpty city={c} filtered={activeFilterCount(filter) > 0} />
            ) : view === "map" ? (
              points.isPending ? (
                <div className="relative h-[22rem] w-full rounded-xl border border-slate-200 sm:h-[28rem]">
                  <MapStatus state="loading" />
                </div>
              ) : points.isError ? (
                <p className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-600">{t("mapFailed")}</p>
              ) : (
                <VenueMap venues={mapVenues} />
              )
            ) : (
              <>
                <CardGrid
                  id={LIST_ID}
                  items={list.slice(0, rendered)}
                  itemKey={(i) => i.venue.id}
                  besideSidebar
                  className={clsx(venues.isPlaceholderData && "opacity-60")}
                >
                  {({ venue, km }) => <VenueCard venue={venue} distanceKm={km} />}
                </CardGrid>
                {venues.hasNextPage && !venues.isPlaceholderData && (
                  <MoreVenues
                    shown={rendered}
                    total={count}
                    loading={venues.isFetchingNextPage}
                    failed={venues.isFetchNextPageError}
                    auto={rendered === list.length && !venues.isFetchNextPageError}
                    onMore={() => void venues.fetchNextPage()}
                    listId={LIST_ID}
                  />
                )}
              </>
            )}
            <CityOpenDataAttribution city={c} />
          </section>

          <aside className="space-y-6 lg:col-start-1 lg:row-start-2" aria-label={t("sponsorship")}>
            {c.cta_primary_text && c.cta_primary_url && isHttpUrl(c.cta_primary_url) && (
              <a href={c.cta_primary_url} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: "accent", size: "lg", block: true })}>
                {c.cta_primary_text} <ExternalLink className="h-4 w-4" aria-hidden />
                <span className="sr-only">{t("opensInNewTab")}</span>
              </a>
            )}
            <div id="sponsor" tabIndex={-1} className="scroll-mt-24 outline-none">
              <CitySponsorBox citySlug={c.slug} cityName={c.name} />
            </div>
          </aside>
        </div>

        {belowList > 0 && <CityMatches city={c} />}
        {belowList > 1 && <CityPosts cityId={c.id} cityName={c.name} />}
        {belowList > 2 && <CityFaq city={c} />}
      </div>
    </div>
  );
}
