// A city page with no venue to show: the spec's "No venues found", its hint and "Submit First Venue",
// whether filters hide the venues or the city has none yet; with none, the nearest city that has some
// (the Worker works it out) follows.
import type { CityDetail } from "@shared/contract/cities";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { ButtonLink } from "../ui/Button";

const box = "rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center";

export function CityEmpty({ city, filtered }: { city: CityDetail; filtered: boolean }) {
  const t = useTranslations("city.page");
  const nearest = filtered ? null : city.nearest_with_venues;
  return (
    <div className={box} data-testid={filtered ? "venues-empty" : "venues-none-yet"}>
      <p className="text-lg font-semibold text-slate-900">{t("emptyTitle")}</p>
      <p className="mx-auto mt-1 max-w-md text-slate-600">{t("emptyText", { city: city.name })}</p>
      <ButtonLink to="/submit" className="mt-5">
        <Plus className="h-4 w-4" aria-hidden /> {t("submitFirst")}
      </ButtonLink>
      {nearest && (
        <p className="mx-auto mt-5 max-w-md text-slate-700" data-testid="nearest-city">
          {t.rich("nearestCity", {
            miles: nearest.miles,
            city: nearest.name,
            link: (chunks) => (
              <Link to={`/city/${nearest.slug}`} className="font-semibold text-pitch-700 underline hover:text-pitch-800">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
    </div>
  );
}
