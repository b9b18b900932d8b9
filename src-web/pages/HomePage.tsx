import { HERO_ART_PATH, heroImageSrc } from "@shared/hero-art";
import { homeMeta } from "@shared/page-titles";
import { tournamentPhase } from "@shared/tournament";
import { ArrowRight } from "lucide-react";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslations } from "use-intl";
import { useCities } from "../api/cities";
import { useSitePhase } from "../api/competitions";
import { useFeaturedVenues } from "../api/venues";
import { CityCard, CityCardSkeleton } from "../components/city/CityCard";
import { CitySearchBox } from "../components/city/CitySearchBox";
import { hostsFirst, matchesCity } from "../components/city/city-search";
import { NearestCities } from "../components/city/NearestCities";
import { Countdown } from "../components/home/Countdown";
import { FinalResult } from "../components/home/FinalResult";
import { RotatingHeadline } from "../components/home/RotatingHeadline";
import { TournamentSection } from "../components/home/TournamentSection";
import { WhatsNext } from "../components/home/WhatsNext";
import { BelowTheFold } from "../components/ui/BelowTheFold";
import { ButtonLink } from "../components/ui/Button";
import { CardGrid, placeholderKey, placeholders } from "../components/ui/CardGrid";
import { VenueCard } from "../components/VenueCard";
import { useClockTick } from "../lib/clock";
import { useDocumentMeta } from "../lib/document-head";
import { metaT } from "../lib/i18n";
import { SITE } from "../lib/site";

const HOME_CITIES = 6;
const HOME_FEATURED = 3;

export default function HomePage() {
  const t = useTranslations("home");
  const tc = useTranslations("common");
  const tf = useTranslations("fixtures.home");
  useDocumentMeta(homeMeta(metaT(), SITE.name));
  const cities = useCities();
  const featured = useFeaturedVenues();
  const [search, setSearch] = useState("");
  const navigate = useNavigate();
  const [heroHover, setHeroHover] = useState(false);
  const [heroFocus, setHeroFocus] = useState(false);
  // The phase and "today" move on while the page stays open. The hero speaks of the site (a club
  // season after the World Cup); the tournament's section of the World Cup alone.
  const now = useClockTick();
  const phase = useSitePhase();
  const worldCupPhase = tournamentPhase(now);

  const text = search.trim();
  // Enter and "Find Your City" take what was typed to All Cities.
  const citiesSearchPath = text ? `/cities?search=${encodeURIComponent(text)}` : "/cities";
  const sorted = useMemo(() => [...(cities.data ?? [])].sort(hostsFirst), [cities.data]);
  const matches = useMemo(() => (text ? sorted.filter((c) => matchesCity(c, text)) : sorted), [sorted, text]);
  const shown = matches.slice(0, HOME_CITIES);
  const featuredVenues = (featured.data ?? []).slice(0, HOME_FEATURED);

  return (
    <>
      <section
        className="relative overflow-hidden bg-night-900 text-white"
        aria-labelledby="hero-heading"
        onPointerEnter={() => setHeroHover(true)}
        onPointerLeave={() => setHeroHover(false)}
        onFocus={() => setHeroFocus(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeroFocus(false);
        }}
        data-testid="hero"
      >
        <img src={heroImageSrc(HERO_ART_PATH)} alt="" className="absolute inset-0 h-full w-full object-cover opacity-35" />
        <div className="absolute inset-0 bg-gradient-to-b from-night-900/40 via-night-900/70 to-night-900" aria-hidden />
        <div className="relative mx-auto max-w-5xl px-4 py-16 sm:py-24">
          <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-amber-brand">{t(phase === "season" ? "kickerSeason" : "kicker")}</p>
          <RotatingHeadline key={phase} paused={heroHover || heroFocus} phase={phase} />
          <p className="mt-4 max-w-2xl text-lg text-slate-200" data-testid="home-intro">
            {t(`intro.${phase === "during" ? "before" : phase}`, { tagline: tc("footer.tagline") })}
          </p>
          <CitySearchBox
            id="home-city-search"
            label={t("search.label")}
            placeholder={t("search.placeholder")}
            value={search}
            onChange={setSearch}
            variant="hero"
            className="mt-8 max-w-xl"
            onSubmit={() => navigate(citiesSearchPath)}
          />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={citiesSearchPath} variant="accent" size="lg" className="shadow">
              {t("findCity")}
            </ButtonLink>
            <ButtonLink to="/submit" variant="outlineInverse" size="lg">
              {t("submitVenue")}
            </ButtonLink>
          </div>
          <div className="mt-4 max-w-xl">
            <NearestCities cities={cities.data} tone="dark" />
          </div>
          {(phase === "before" || phase === "after") && (
            <div className="mt-10 border-t border-white/15 pt-8">{phase === "before" ? <Countdown /> : <FinalResult />}</div>
          )}
        </div>
      </section>

      {/* The hero fills a phone's first screen and most of a desktop's. */}
      <BelowTheFold>
        <WhatsNext now={now} />
        <TournamentSection phase={worldCupPhase} now={now} kicker={worldCupPhase === "after" ? tf("archive") : undefined} />

        {featuredVenues.length > 0 && (
          <section className="mx-auto max-w-7xl px-4 pt-14" aria-labelledby="featured-heading">
            <div className="mb-6 flex flex-col gap-1">
              <h2 id="featured-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
                {t("featured.heading")}
              </h2>
              <p className="text-sm text-slate-600">{t("featured.note")}</p>
            </div>
            <CardGrid items={featuredVenues} itemKey={(v) => v.id}>
              {(venue) => <VenueCard venue={venue} />}
            </CardGrid>
            <div className="mt-8 flex justify-center">
              <ButtonLink to="/cities" variant="outline">
                {t("featured.viewAll")} <ArrowRight className="h-4 w-4" aria-hidden />
              </ButtonLink>
            </div>
          </section>
        )}

        <section className="mx-auto max-w-7xl px-4 pt-14" aria-labelledby="explore-heading">
          <div className="mb-6">
            <h2 id="explore-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t("explore.heading")}
            </h2>
            {text && cities.data && (
              <p className="mt-2 text-slate-600" role="status" data-testid="city-search-count">
                {t("explore.found", { count: matches.length, text })}
              </p>
            )}
          </div>
          {cities.isPending ? (
            <CardGrid items={placeholders(HOME_CITIES)} itemKey={placeholderKey} label={t("explore.loading")}>
              {() => <CityCardSkeleton />}
            </CardGrid>
          ) : cities.isError ? (
            <p className="text-slate-600">{t("explore.error")}</p>
          ) : (
            <>
              {shown.length > 0 && (
                <CardGrid items={shown} itemKey={(c) => c.id}>
                  {(city) => <CityCard city={city} />}
                </CardGrid>
              )}
              <div className="mt-8 flex justify-center">
                {!text ? (
                  <ButtonLink to="/cities" variant="outline">
                    {t("explore.viewAll", { count: sorted.length })} <ArrowRight className="h-4 w-4" aria-hidden />
                  </ButtonLink>
                ) : matches.length > HOME_CITIES ? (
                  <ButtonLink to={`/cities?search=${encodeURIComponent(text)}`} variant="outline">
                    {t("explore.viewResults", { count: matches.length })} <ArrowRight className="h-4 w-4" aria-hidden />
                  </ButtonLink>
                ) : null}
              </div>
            </>
          )}
        </section>
      </BelowTheFold>
    </>
  );
}
