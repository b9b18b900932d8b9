// A city in a grid (home page): image, name, state, description, '{n} spots'; the whole card is one link.

import type { CityListItem } from "@shared/contract/cities";
import { MapPin, Trophy } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { LOCALE } from "../../lib/i18n";
import { Badge } from "../ui/Badge";
import { CardSkeleton } from "../ui/Skeleton";

const CITY_IMAGE = "/images/city-default.svg";

/** "12 spots": the count as written, no grouping. */
export function useSpotsLabel() {
  const t = useTranslations("common.cityLinks");
  return (n: number) => t("spots", { count: n, n: String(n) });
}

/** The city's description in the page's language (the English one when no Spanish was written). */
const cityDescription = (city: CityListItem) => (LOCALE === "es" && city.description_es) || city.description;

export function CityCard({ city }: { city: CityListItem }) {
  const t = useTranslations("common.cityLinks");
  const spotsLabel = useSpotsLabel();
  return (
    <Link
      to={`/city/${city.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transform-none"
      data-testid="city-card"
    >
      <div className="relative aspect-[16/9] bg-slate-100">
        <img src={CITY_IMAGE} alt="" loading="lazy" width={640} height={360} className="h-full w-full object-cover" />
        {city.host_2026 && (
          <Badge tone="navy" className="absolute left-2 top-2">
            <Trophy className="h-3 w-3" aria-hidden /> {t("hostCity")}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-lg font-semibold text-slate-900 group-hover:text-pitch-700">{city.name}</h3>
            {city.state && (
              <p className="flex items-center gap-1 text-sm text-slate-500">
                <MapPin className="h-3.5 w-3.5" aria-hidden />
                {city.state}
              </p>
            )}
          </div>
          <span className="shrink-0 rounded-full bg-pitch-50 px-2.5 py-1 text-sm font-semibold text-pitch-800">{spotsLabel(city.venueCount)}</span>
        </div>
        <p className="line-clamp-3 text-sm text-slate-600">{cityDescription(city)}</p>
      </div>
    </Link>
  );
}

export function CityCardSkeleton() {
  return <CardSkeleton testId="city-card-skeleton" lines={["h-5 w-1/2", "h-4 w-1/3", "h-4 w-full", "h-4 w-5/6"]} />;
}
