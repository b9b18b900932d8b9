// The champion and the final's result, read from match 104 (never written into the page by hand).
import type { Match } from "@shared/contract/matches";
import { apiKeys } from "@shared/query-keys";
import { TOURNAMENT_YEAR } from "@shared/tournament";
import { Trophy } from "lucide-react";
import { useApiQuery } from "../../lib/api";
import { Skeleton } from "../ui/Skeleton";
import { winnerOf } from "./match-text";

export const FINAL = 104;

const finalDay = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "America/New_York" });

/** "Spain beat Argentina 1–0 after extra time", with the score from the winner's side. */
function resultSentence(winner: string, loser: string, r: NonNullable<Match["result"]>, winnerIsTeam1: boolean) {
  const side = (s: [number, number]) => (winnerIsTeam1 ? s : ([s[1], s[0]] as [number, number]));
  const [w, l] = side(r.aet ?? r.ft);
  if (r.decidedBy === "penalties" && r.penalties) {
    const [pw, pl] = side(r.penalties);
    return `${winner} beat ${loser} ${pw}–${pl} on penalties after a ${w}–${l} draw`;
  }
  return `${winner} beat ${loser} ${w}–${l}${r.decidedBy === "extra_time" ? " after extra time" : ""}`;
}

export function FinalResult() {
  const final = useApiQuery(apiKeys.match(FINAL));
  const m = final.data;
  const won = m ? winnerOf(m) : null;
  if (final.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the final's result" className="space-y-2">
        <Skeleton className="h-6 w-64 bg-white/20" />
        <Skeleton className="h-5 w-80 bg-white/20" />
      </div>
    );
  }
  if (!m?.result || !won) {
    return <p className="text-slate-200">The final's result could not be loaded. Every result is on the matches page.</p>;
  }
  const winnerIsTeam1 = won.team.code === m.team1?.code;
  return (
    <div data-testid="final-result">
      <p className="flex items-center gap-2 text-2xl font-bold text-white sm:text-3xl">
        <Trophy className="h-7 w-7 text-amber-brand" aria-hidden />
        <span>
          {won.team.name} are the {TOURNAMENT_YEAR} world champions <span aria-hidden>{won.team.flag}</span>
        </span>
      </p>
      <p className="mt-2 text-slate-200">
        {resultSentence(won.team.name, won.loser?.name ?? "their opponents", m.result, winnerIsTeam1)} in the final at {m.stadium.name} on{" "}
        {finalDay.format(new Date(m.kickoffAt))}.
      </p>
    </div>
  );
}
