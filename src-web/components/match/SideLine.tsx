// One side of a match on a card (a World Cup match or any competition's): its flag and name, a side
// not decided yet in italics ("Winner match 101"), and its goals once played, the winner's in bold.
export function SideLine({ flag, name, goals, won }: { flag: string | null; name: string; goals: number | null; won: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <span className={won ? "font-bold text-slate-900" : "font-medium text-slate-800"}>
        {flag === null ? (
          <span className="italic text-slate-600">{name}</span>
        ) : (
          <>
            <span aria-hidden className="mr-2">
              {flag}
            </span>
            {name}
          </>
        )}
      </span>
      {goals !== null && <span className={won ? "text-lg font-bold tabular-nums" : "text-lg tabular-nums text-slate-700"}>{goals}</span>}
    </div>
  );
}
