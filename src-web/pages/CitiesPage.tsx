import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslations } from "use-intl";
import { useCities } from "../api/cities";
import { CitySearchBox } from "../components/city/CitySearchBox";
import { groupByState, matchesCity } from "../components/city/city-search";
import { NearestCities } from "../components/city/NearestCities";
import { StateGroup, StateGroupSkeleton } from "../components/city/StateGroup";
import { ContentPageHeading } from "../components/PageHeading";
import { useStaticPageMeta } from "../lib/document-head";

export default function CitiesPage() {
  useStaticPageMeta("cities");
  const t = useTranslations("city.cities");
  const cities = useCities();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get("search") ?? "");
  // Sections the visitor opened or closed; untouched ones start open only while searching.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  // Keep the search in the address (replacing the entry, so Back leaves the page instead of undoing keystrokes).
  useEffect(() => {
    const current = params.get("search") ?? "";
    if (current === search) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (search) next.set("search", search);
        else next.delete("search");
        return next;
      },
      { replace: true },
    );
  }, [search, params, setParams]);

  const text = search.trim();
  const listed = useMemo(() => (cities.data ?? []).filter((c) => c.state), [cities.data]);
  const matches = useMemo(() => (text ? listed.filter((c) => matchesCity(c, text)) : listed), [listed, text]);
  const groups = useMemo(() => groupByState(matches), [matches]);

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <ContentPageHeading page="cities" />
      <div className="mb-6 grid gap-4 md:grid-cols-[1fr_auto] md:items-start">
        <CitySearchBox id="cities-search" label={t("searchLabel")} placeholder={t("searchPlaceholder")} value={search} onChange={setSearch} variant="page" />
        <NearestCities cities={cities.data} />
      </div>

      {cities.isPending ? (
        <div className="space-y-3" role="status" aria-label={t("loading")}>
          {Array.from({ length: 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder.
            <StateGroupSkeleton key={i} />
          ))}
        </div>
      ) : cities.isError ? (
        <p className="text-slate-600">{t("failed")}</p>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-600" role="status" data-testid="cities-count">
            {t("showing", { shown: matches.length, total: listed.length })}
          </p>
          {groups.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
              <p className="text-lg font-semibold text-slate-900">{t("noneTitle")}</p>
              <p className="mt-1 text-slate-600">{t("noneText")}</p>
            </div>
          ) : (
            <div className="space-y-3">
              {groups.map((group) => (
                <StateGroup
                  key={group.state}
                  group={group}
                  open={toggled[group.state] ?? text !== ""}
                  onOpenChange={(open) => setToggled((t) => ({ ...t, [group.state]: open }))}
                />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
