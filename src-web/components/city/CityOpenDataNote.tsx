// A city listing places from open map data (docs/decisions/030): says so plainly when none of its
// places is confirmed yet (above the list), and gives the attribution the data's licence asks for
// (under the list and the map).
import type { CityDetail } from "@shared/contract/cities";
import { useTranslations } from "use-intl";
import { OpenDataAttribution } from "../venue/OpenDataLabel";

export function CityUnconfirmedNotice({ city }: { city: CityDetail }) {
  const t = useTranslations("city.page");
  if (!city.open_data || city.open_data.unconfirmed === 0 || city.open_data.unconfirmed < city.venueCount) return null;
  return (
    <p className="mb-4 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800" data-testid="only-unconfirmed">
      {t("onlyUnconfirmed", { city: city.name })}
    </p>
  );
}

export function CityOpenDataAttribution({ city }: { city: CityDetail }) {
  if (!city.open_data) return null;
  return <OpenDataAttribution sources={city.open_data.sources} className="mt-4 text-xs text-slate-600" />;
}
