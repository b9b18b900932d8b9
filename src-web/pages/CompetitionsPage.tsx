// The competitions (/competitions): each with its season, kind, number of matches, next match, and
// where its fixtures come from and how recent they are.
import type { Competition } from "@shared/contract/competitions";
import { competitionFullName, fixtureDay, fixtureTime, provisionalParams, sourceLine } from "@shared/fixture-text";
import { competitionsMeta } from "@shared/page-titles";
import { competitionPath } from "@shared/whats-on";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { useCompetitions } from "../api/competitions";
import { Breadcrumb, useHomeCrumb } from "../components/Breadcrumb";
import { PageHeading } from "../components/PageHeading";
import { errorMessage } from "../lib/api";
import { useDocumentMeta } from "../lib/document-head";
import { LOCALE, metaT } from "../lib/i18n";
import { visitorZone } from "../lib/match-time";
import { SITE } from "../lib/site";

function NextMatch({ c }: { c: Competition }) {
  const t = useTranslations("fixtures");
  if (!c.next) return <>{t("competitions.noNext")}</>;
  const next = { ...c.next, timeZone: c.timeZone };
  if (next.kickoffPrecision === "date_tbc") return <>{t("competitions.nextProvisional", provisionalParams(next, LOCALE))}</>;
  const zone = visitorZone();
  const when =
    next.kickoffPrecision === "time_tbc"
      ? `${fixtureDay(next, LOCALE, c.timeZone)} · ${t("card.timeTbc")}`
      : `${fixtureDay(next, LOCALE, zone)}, ${fixtureTime(next, LOCALE, zone)}`;
  return <>{t("competitions.next", { when })}</>;
}

export default function CompetitionsPage() {
  const t = useTranslations("fixtures");
  const homeCrumb = useHomeCrumb();
  useDocumentMeta(competitionsMeta(metaT(), SITE.name));
  const competitions = useCompetitions();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumb className="mb-4" items={[homeCrumb, { label: t("competitions.crumb") }]} />
      <PageHeading title={t("competitions.title")} subtitle={t("competitions.subtitle")} />
      {competitions.isPending && <p className="text-slate-600">{t("loading")}</p>}
      {competitions.isError && (
        <p className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800" role="alert">
          {errorMessage(competitions.error, t("error"))}
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2">
        {(competitions.data ?? []).map((c) => (
          <li key={c.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="competition-card">
            <p className="text-xs font-semibold uppercase tracking-wide text-pitch-700">
              {t(`competitions.kind.${c.kind}`)} · {t("competitions.season", { season: c.season })}
            </p>
            <h2 className="mt-1 text-xl font-bold text-slate-900">
              <Link to={competitionPath(c.id)} className="hover:text-pitch-700 hover:underline">
                {competitionFullName(c, LOCALE)}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-slate-700">{t("competitions.matchCount", { count: c.matchCount })}</p>
            <p className="mt-1 text-sm text-slate-700">
              <NextMatch c={c} />
            </p>
            <p className="mt-3 text-xs text-slate-600">{sourceLine(c, LOCALE, t)}</p>
            <Link to={competitionPath(c.id)} className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-pitch-700 hover:underline">
              {t("competitions.open")} <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
