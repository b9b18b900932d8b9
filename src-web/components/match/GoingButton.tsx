// "I'm going" on a venue for a match (docs/decisions/033): the fan says how many people come, sees
// their own answer ("You're going, 3 people · Change · Not going"), changes it or takes it back; and
// the venue's count once enough people said so. Shown only while the match is not over (the Worker
// refuses answers after that, and its list carries no count then).
import { GOING_MAX_PEOPLE } from "@shared/constants";
import { Users } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { useMyGoing, useSetGoing } from "../../api/going";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { Button } from "../ui/Button";

const PEOPLE = Array.from({ length: GOING_MAX_PEOPLE }, (_, i) => i + 1);

const linkButton = "min-h-10 px-2 text-sm text-slate-700 underline";

export function GoingButton({ number, venueId, venueName, goingCount }: { number: number; venueId: number; venueName: string; goingCount?: number }) {
  const t = useTranslations("matches.going");
  const { fanId, data } = useMyGoing();
  const save = useSetGoing(fanId, number, venueId);
  const mine = data?.going.find((g) => g.matchNumber === number && g.venueId === venueId)?.people ?? null;
  const [editing, setEditing] = useState(false);
  const [people, setPeople] = useState(mine ?? 1);
  const [taken, setTaken] = useState(false);
  const selectId = useId();
  // Each step replaces the button that led to it: keyboard focus moves to the new step's first control.
  const first = useRef<HTMLElement | null>(null);
  const focusNext = useRef(false);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    first.current?.focus();
  });
  const step = (edit: boolean) => {
    focusNext.current = true;
    setEditing(edit);
  };
  const failed = (err: Error) => toast({ title: t("failed"), description: errorMessage(err), variant: "destructive" });
  const send = (value: number | null) =>
    save.mutate(value, {
      onSuccess: () => {
        setTaken(value === null);
        step(false);
      },
      onError: failed,
    });

  const count =
    goingCount !== undefined ? (
      <p className="flex items-center gap-1.5 text-sm font-medium text-pitch-800" data-testid="going-count">
        <Users className="h-4 w-4" aria-hidden /> {t("count", { count: goingCount })}
      </p>
    ) : null;
  if (!fanId) return count;

  let answer: ReactNode;
  if (editing) {
    answer = (
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          send(people);
        }}
      >
        <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
          {t("people")}
          <select
            id={selectId}
            ref={(el) => {
              first.current = el;
            }}
            value={people}
            onChange={(e) => setPeople(Number(e.target.value))}
            className="ml-2 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-slate-900 focus:border-pitch-600 focus:outline-none focus:ring-2 focus:ring-pitch-600"
          >
            {PEOPLE.map((n) => (
              <option key={n} value={n}>
                {t("peopleOption", { count: n })}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm" pending={save.isPending} pendingLabel={t("saving")}>
          {t("save")}
        </Button>
        <Button type="button" variant="ghost" size="sm" disabled={save.isPending} onClick={() => step(false)}>
          {t("cancel")}
        </Button>
      </form>
    );
  } else if (mine !== null) {
    answer = (
      <div className="flex flex-wrap items-center gap-x-1">
        {/* On a phone the answer has its own line, and its two actions the next. */}
        <p className="w-full text-sm font-semibold text-pitch-800 sm:w-auto" role="status" data-testid="going-mine">
          {t("yours", { count: mine })}
        </p>
        <span aria-hidden className="hidden text-slate-400 sm:inline">
          ·
        </span>
        <Button
          ref={(el) => {
            first.current = el;
          }}
          variant="ghost"
          size="sm"
          className={linkButton}
          onClick={() => {
            setPeople(mine);
            step(true);
          }}
        >
          {t("change")}
          <span className="sr-only">{t("changeLabel", { venue: venueName })}</span>
        </Button>
        <span aria-hidden className="text-slate-400">
          ·
        </span>
        <Button variant="ghost" size="sm" className={linkButton} pending={save.isPending} pendingLabel={t("removing")} onClick={() => send(null)}>
          {t("notGoing")}
          <span className="sr-only">{t("notGoingLabel", { venue: venueName })}</span>
        </Button>
      </div>
    );
  } else {
    answer = (
      <div className="flex flex-wrap items-center gap-2">
        {taken && (
          <p className="text-xs font-medium text-slate-700" role="status">
            {t("taken")}
          </p>
        )}
        <Button
          ref={(el) => {
            first.current = el;
          }}
          variant="outline"
          size="sm"
          onClick={() => {
            setPeople(1);
            step(true);
          }}
        >
          <Users className="h-4 w-4" aria-hidden /> {t("going")}
          <span className="sr-only">{t("goingLabel", { venue: venueName })}</span>
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-2 space-y-1" data-testid="going">
      {count}
      {answer}
    </div>
  );
}
