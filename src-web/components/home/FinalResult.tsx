// The champion and the final's result, read from match 104 (never written into the page by hand).
import type { Match } from "@shared/contract/matches";
import { teamName } from "@shared/match-text";
import { apiKeys } from "@shared/query-keys";
import { TOURNAMENT_YEAR } from "@shared/tournament";
import { Trophy } from "lucide-react";
import { useTranslations } from "use-intl";
import { useApiQuery } from "../../lib/api";
import { dateFormat } from "../../lib/format";
import { Skeleton } from "../ui/Skeleton";
import { winnerOf } from "./match-text";

export const FINAL = 104;

const FINAL_DAY: Intl.DateTimeFormatOptions = { month: "long", day: "numeric", year: "numeric", timeZone: "America/New_York" };

type HomeT = ReturnType<typeof useTranslations<"home.final">>;

/** "Spain beat Argentina 1–0 after extra time in the final at ...", with the score from the winner's side. */
function resultSentence(
  t: HomeT,
  names: { winner: string; loser: string; stadium: string; date: string },
  r: NonNullable<Match["result"]>,
  winnerIsTeam1: boolean,
) {
  const side = (s: [number, number]) => (winnerIsTeam1 ? s : ([s[1], s[0]] as [number, number]));
  const [w, l] = side(r.aet ?? r.ft).map(String);
  if (r.decidedBy === "penalties" && r.penalties) {
    const [pw, pl] = side(r.penalties).map(String);
    return t("penalties", { ...names, w, l, pw, pl });
  }
  return t(r.decidedBy === "extra_time" ? "extraTime" : "regular", { ...names, w, l });
}

export function FinalResult() {
  const t = useTranslations("home.final");
  const mt = useTranslations("matches");
  const final = useApiQuery(apiKeys.match(FINAL));
  const m = final.data;
  const won = m ? winnerOf(m) : null;
  if (final.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t("loading")} className="space-y-2">
        <Skeleton className="h-6 w-64 bg-white/20" />
        <Skeleton className="h-5 w-80 bg-white/20" />
      </div>
    );
  }
  if (!m?.result || !won) {
    return <p className="text-slate-200">{t("error")}</p>;
  }
  const winnerIsTeam1 = won.team.code === m.team1?.code;
  return (
    <div data-testid="final-result">
      <p className="flex items-center gap-2 text-2xl font-bold text-white sm:text-3xl">
        <Trophy className="h-7 w-7 text-amber-brand" aria-hidden />
        <span>
          {t("champions", { team: teamName(won.team, mt), year: String(TOURNAMENT_YEAR) })} <span aria-hidden>{won.team.flag}</span>
        </span>
      </p>
      <p className="mt-2 text-slate-200">
        {resultSentence(
          t,
          {
            winner: teamName(won.team, mt),
            loser: won.loser ? teamName(won.loser, mt) : t("opponents"),
            stadium: m.stadium.name,
            date: dateFormat(FINAL_DAY).format(new Date(m.kickoffAt)),
          },
          m.result,
          winnerIsTeam1,
        )}
      </p>
    </div>
  );
}
