// One US state on the All Cities page: a collapsible section listing its cities.
// A plain disclosure button rather than a library collapsible: that one measured each section in a
// layout effect (style writes, then a forced layout, once per state), 30-50 ms on the page's start.
import { clsx } from "clsx";
import { ChevronDown, Trophy } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { Skeleton } from "../ui/Skeleton";
import { useSpotsLabel } from "./CityCard";
import type { StateGroup as Group } from "./city-search";

export function StateGroup({ group, open, onOpenChange }: { group: Group; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("common.cityLinks");
  const tc = useTranslations("city.cities");
  const spotsLabel = useSpotsLabel();
  const contentId = useId();
  return (
    <div className="rounded-xl border border-slate-200 bg-white" data-testid="state-group">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => onOpenChange(!open)}
          className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-4 text-left hover:bg-slate-50"
        >
          <span className="text-lg font-semibold text-slate-900">{group.state}</span>
          <span className="flex items-center gap-3 text-sm text-slate-600">
            {tc("count", { count: group.cities.length })}
            <ChevronDown className={clsx("h-5 w-5 transition-transform", open && "rotate-180")} aria-hidden />
          </span>
        </button>
      </h2>
      <div id={contentId} hidden={!open} className="border-t border-slate-100 px-4 pb-4 pt-3">
        {open && (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {group.cities.map((city) => (
              <li key={city.id}>
                <Link
                  to={`/city/${city.slug}`}
                  className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2.5 hover:border-pitch-600 hover:bg-pitch-50"
                >
                  <span className="flex min-w-0 items-center gap-2 font-medium text-slate-900">
                    <span className="truncate">{city.name}</span>
                    {city.host_2026 && (
                      <span title={t("hostCity")} className="shrink-0 text-amber-600">
                        <Trophy className="h-4 w-4" aria-hidden />
                        <span className="sr-only">{t("hostCityNote")}</span>
                      </span>
                    )}
                  </span>
                  <span className="shrink-0 text-sm text-slate-600">{spotsLabel(city.venueCount)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function StateGroupSkeleton() {
  return (
    <div className="flex items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-5" data-testid="state-group-skeleton">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-4 w-16" />
    </div>
  );
}
