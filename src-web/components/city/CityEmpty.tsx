// A city page with no venue to show. With filters set: change them, or be the first to submit. With
// none: the city has no venue listed yet, the nearest city that has some (the Worker works it out),
// and an invitation to owners to list theirs.
import type { CityDetail } from "@shared/contract/cities";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { ButtonLink } from "../ui/Button";

const box = "rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center";

export function CityEmpty({ city, filtered }: { city: CityDetail; filtered: boolean }) {
  const t = useTranslations("city.page");
  if (filtered) {
    return (
      <div className={box} data-testid="venues-empty">
        <p className="text-lg font-semibold text-slate-900">{t("emptyTitle")}</p>
        <p className="mx-auto mt-1 max-w-md text-slate-600">{t("emptyText", { city: city.name })}</p>
        <ButtonLink to="/submit" className="mt-5">
          <Plus className="h-4 w-4" aria-hidden /> {t("submitFirst")}
        </ButtonLink>
      </div>
    );
  }
  const nearest = city.nearest_with_venues;
  return (
    <div className={box} data-testid="venues-none-yet">
      <p className="text-lg font-semibold text-slate-900">{t("noneYetTitle", { city: city.name })}</p>
      {nearest && (
        <p className="mx-auto mt-2 max-w-md text-slate-700" data-testid="nearest-city">
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
      <p className="mx-auto mt-2 max-w-md text-slate-600">{t("ownersInvite", { city: city.name })}</p>
      <ButtonLink to="/submit" className="mt-5">
        <Plus className="h-4 w-4" aria-hidden /> {t("listYours")}
      </ButtonLink>
    </div>
  );
}
