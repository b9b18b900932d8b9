// The home page's "what's on next": the next matches fans gather for, in the visitor's time zone, with
// the venues of the city this device chose that confirmed showing each; the way to all of what's on.
import { coverageLine } from "@shared/fixture-text";
import { localDay } from "@shared/time-zones";
import { leadingMatches, whatsOnQuery } from "@shared/whats-on";
import { ArrowRight } from "lucide-react";
import { useTranslations } from "use-intl";
import { useCities } from "../../api/cities";
import { useCompetitions, useFixtures } from "../../api/competitions";
import { setWatchCity, useWatchCity } from "../../lib/device-choices";
import { LOCALE } from "../../lib/i18n";
import { visitorZone } from "../../lib/match-time";
import { CitySelect } from "../fixtures/CitySelect";
import { FixtureList } from "../fixtures/FixtureList";
import { ButtonLink } from "../ui/Button";
import { MatchListSkeleton } from "./MatchList";

const SHOWN = 6;

export function WhatsNext({ now }: { now: Date }) {
  const t = useTranslations("fixtures");
  const zone = visitorZone();
  const city = useWatchCity() ?? undefined;
  const cities = useCities();
  const competitions = useCompetitions();
  const cityName = (cities.data ?? []).find((c) => c.slug === city)?.name;
  // What's on's own first view: the same answer, so opening it is instant.
  const fixtures = useFixtures({ ...whatsOnQuery({ view: "upcoming" }, localDay(now, zone), zone, city) });
  // Confirmed kick-offs first, then the competitions' own order (the biggest leagues): decision 046.
  const order = (competitions.data ?? []).map((c) => c.id);
  const next = leadingMatches(fixtures.data?.matches ?? [], zone, order, SHOWN);
  return (
    <section className="mx-auto max-w-7xl px-4 pt-14" aria-labelledby="whats-next-heading" data-testid="whats-next">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="whats-next-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t("home.heading")}
          </h2>
          <p className="mt-2 text-slate-600">{cityName ? t("home.noteCity", { city: cityName }) : t("home.note")}</p>
          {/* "Every match" means the competitions the site carries: it says which (decision 041). */}
          <p className="mt-1 text-sm text-slate-600" data-testid="coverage-line">
            {coverageLine(competitions.data ?? [], LOCALE, t)}
          </p>
        </div>
        <CitySelect value={city} onChange={(slug) => setWatchCity(slug || null)} className="block text-sm font-medium text-slate-800 sm:w-64" />
      </div>
      {fixtures.isPending ? (
        <MatchListSkeleton rows={3} />
      ) : fixtures.isError ? (
        <p className="text-slate-600">{t("error")}</p>
      ) : next.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{t("home.none")}</p>
      ) : (
        <FixtureList fixtures={next} zone={zone} cityName={cityName} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" />
      )}
      <div className="mt-6 flex justify-center">
        <ButtonLink to="/matches" variant="outline">
          {t("home.seeAll")} <ArrowRight className="h-4 w-4" aria-hidden />
        </ButtonLink>
      </div>
    </section>
  );
}
