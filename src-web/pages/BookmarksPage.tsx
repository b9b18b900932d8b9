import { clsx } from "clsx";
import { Heart, List, Map as MapIcon } from "lucide-react";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { useBookmarks } from "../api/bookmarks";
import { VenueMap } from "../components/map/VenueMap";
import { ContentPageHeading } from "../components/PageHeading";
import { ButtonLink } from "../components/ui/Button";
import { CardGrid } from "../components/ui/CardGrid";
import { VenueCard } from "../components/VenueCard";
import { useStaticPageMeta } from "../lib/document-head";

type View = "list" | "map";

function ViewToggle({ view, onChange }: { view: View; onChange: (v: View) => void }) {
  const t = useTranslations("venues.bookmarks");
  const options = [
    { value: "list" as const, label: t("list"), Icon: List },
    { value: "map" as const, label: t("map"), Icon: MapIcon },
  ];
  return (
    <div className="inline-flex rounded-lg border border-slate-300 bg-white p-1" role="group" aria-label={t("view")}>
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={clsx(
            "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium",
            view === value ? "bg-pitch-700 text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}

export default function BookmarksPage() {
  const t = useTranslations("venues.bookmarks");
  const { userId, data, isPending } = useBookmarks();
  const [view, setView] = useState<View>("list");
  useStaticPageMeta("bookmarks");

  const loading = !userId || isPending;
  const venues = (data ?? []).map((b) => b.venue);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <ContentPageHeading page="bookmarks" />
        {!loading && venues.length > 0 && (
          <div className="mb-8 flex items-center gap-3">
            <p className="text-sm text-slate-600">{t("count", { count: venues.length })}</p>
            <ViewToggle view={view} onChange={setView} />
          </div>
        )}
      </div>

      {loading || venues.length === 0 ? (
        // While a returning visitor's list loads, the empty state's box holds its place, its texts
        // hidden: when the list turns out empty (the usual case), nothing below it moves.
        <div className="relative flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
          <div className={clsx("contents", loading && "invisible")}>
            <Heart className="h-10 w-10 text-slate-400" aria-hidden />
            <p className="mt-4 text-lg font-semibold text-slate-900">{t("emptyTitle")}</p>
            <p className="mt-1 text-slate-600">{t("emptyText")}</p>
            <ButtonLink to="/" className="mt-6">
              {t("browse")}
            </ButtonLink>
          </div>
          {loading && (
            <p role="status" className="absolute inset-0 flex items-center justify-center px-6 text-slate-600">
              {t("loading")}
            </p>
          )}
        </div>
      ) : view === "list" ? (
        <CardGrid items={venues} itemKey={(v) => v.id}>
          {(venue) => <VenueCard venue={venue} />}
        </CardGrid>
      ) : (
        <VenueMap venues={venues} />
      )}
    </section>
  );
}
