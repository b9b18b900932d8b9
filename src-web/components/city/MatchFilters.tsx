// The city page's tournament filters: "Showing match" and "Supporters of". The schedule is only
// fetched once someone reaches for the match list (or a link already names a match), so the city
// page's first load does not pay for it.
import type { VenueFilter } from "@shared/contract/cities";
import { matchTitle, teamName } from "@shared/match-text";
import { apiKeys } from "@shared/query-keys";
import { useId, useState } from "react";
import { useTranslations } from "use-intl";
import { useApiQuery } from "../../lib/api";
import { dateFormat } from "../../lib/format";
import { INTL_TAG } from "../../lib/i18n";

const select =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-pitch-600 focus:outline-none focus:ring-2 focus:ring-pitch-600";
const label = "block text-sm font-semibold uppercase tracking-wide text-slate-500";

const SHORT_DATE: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" };

export function MatchFilters({ filter, onChange }: { filter: VenueFilter; onChange: (filter: VenueFilter) => void }) {
  const t = useTranslations("city.matches");
  const tm = useTranslations("matches");
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const teams = useApiQuery(apiKeys.teams(), { enabled: wanted || !!filter.supporters });
  const matches = useApiQuery(apiKeys.matches(), { enabled: wanted || !!filter.match });
  const want = () => setWanted(true);
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <label htmlFor={`${id}-match`} className={label}>
          {t("showingMatch")}
        </label>
        <select
          id={`${id}-match`}
          value={filter.match ?? ""}
          onFocus={want}
          onPointerDown={want}
          onChange={(e) => onChange({ ...filter, match: e.target.value ? Number(e.target.value) : undefined })}
          className={select}
        >
          <option value="">{t("anyMatch")}</option>
          {matches.data
            ? matches.data.map((m) => (
                <option key={m.number} value={m.number}>
                  {`${m.number} · ${dateFormat(SHORT_DATE).format(new Date(m.kickoffAt))} · ${matchTitle(m, tm)}`}
                </option>
              ))
            : filter.match && <option value={filter.match}>{t("matchNumber", { number: String(filter.match) })}</option>}
        </select>
      </div>
      <div className="space-y-2">
        <label htmlFor={`${id}-team`} className={label}>
          {t("supportersOf")}
        </label>
        <select
          id={`${id}-team`}
          value={filter.supporters ?? ""}
          onFocus={want}
          onPointerDown={want}
          onChange={(e) => onChange({ ...filter, supporters: e.target.value || undefined })}
          className={select}
        >
          <option value="">{t("anyTeam")}</option>
          {teams.data
            ? teams.data
                .map((team) => ({ code: team.code, name: teamName(team, tm) }))
                .sort((a, b) => a.name.localeCompare(b.name, INTL_TAG))
                .map((team) => (
                  <option key={team.code} value={team.code}>
                    {team.name}
                  </option>
                ))
            : filter.supporters && <option value={filter.supporters}>{filter.supporters}</option>}
        </select>
      </div>
    </div>
  );
}
