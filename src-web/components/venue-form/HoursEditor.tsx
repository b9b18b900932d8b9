// Opening hours, day by day: each day closed or up to three opening spans (24-hour time inputs; a
// closing time at or before the opening time runs past midnight). No day filled in means the hours
// are not given. "Copy Monday to every day" saves typing the usual week.

import { WEEKDAYS, type Weekday } from "@shared/hours";
import { MAX_SPANS_PER_DAY } from "@shared/venue-fields";
import { clsx } from "clsx";
import { Copy, Plus, X } from "lucide-react";
import { useId } from "react";
import { useTranslations } from "use-intl";
import { Button } from "../ui/Button";
import type { HoursDraft } from "./details";

const DEFAULT_SPAN: [string, string] = ["11:00", "23:00"];

// On a phone the picker icon goes (tapping the field opens the picker anyway), so "11:00 AM" fits.
const timeInput =
  "block w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-2 text-base text-slate-900 shadow-sm focus:border-pitch-600 focus:outline-none focus:ring-2 focus:ring-pitch-600 max-sm:[&::-webkit-calendar-picker-indicator]:hidden sm:text-sm";

export function HoursEditor({
  value,
  onChange,
  error,
  id: givenId,
  legend,
  hint,
}: {
  value: HoursDraft;
  onChange: (next: HoursDraft) => void;
  error?: string;
  /** The id the form focuses when the hours are wrong (the first time input, or the first day's button). */
  id?: string;
  legend?: string;
  hint?: React.ReactNode;
}) {
  const t = useTranslations("submit.hours");
  const generated = useId();
  const id = givenId ?? generated;
  const given = WEEKDAYS.some((d) => value[d].length > 0);
  const setDay = (day: Weekday, spans: [string, string][]) => onChange({ ...value, [day]: spans });
  const copyMonday = () => onChange(Object.fromEntries(WEEKDAYS.map((d) => [d, value.mon.map(([o, c]) => [o, c])])) as HoursDraft);

  return (
    <fieldset className="min-w-0" aria-describedby={clsx(hint && `${id}-hint`, error && `${id}-error`) || undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{legend ?? t("legend")}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mb-2 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label={t("days")}>
        {WEEKDAYS.map((day, dayIndex) => {
          const spans = value[day];
          const name = t(`dayNames.${day}`);
          const inSentence = t(`dayInSentence.${day}`);
          const firstId = dayIndex === 0 ? id : undefined;
          return (
            // Phone: the day and its button on one line, the times under them; wider: day, times, button.
            <li
              key={day}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-2 px-3 py-2 sm:grid-cols-[6rem_minmax(0,1fr)_auto]"
              data-testid={`hours-${day}`}
            >
              <span className="self-center text-sm font-medium text-slate-800 sm:self-start sm:pt-2">{name}</span>
              <div className="order-last col-span-2 min-w-0 space-y-2 empty:hidden sm:order-none sm:col-span-1">
                {spans.length === 0 && <p className="text-sm text-slate-600 sm:pt-2">{given ? t("closed") : t("notGiven")}</p>}
                {spans.map(([open, close], i) => {
                  const update = (next: [string, string]) =>
                    setDay(
                      day,
                      spans.map((s, j) => (j === i ? next : s)),
                    );
                  const nth = spans.length > 1;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a span has no identity but its place in the day.
                    <div key={i} className="flex items-center gap-2">
                      <input
                        id={firstId && i === 0 ? firstId : undefined}
                        type="time"
                        value={open}
                        onChange={(e) => update([e.target.value, close])}
                        aria-label={nth ? t("opensNth", { day: name, n: i + 1 }) : t("opens", { day: name })}
                        aria-invalid={error ? true : undefined}
                        className={timeInput}
                      />
                      <span className="text-slate-500" aria-hidden>
                        –
                      </span>
                      <input
                        type="time"
                        value={close}
                        onChange={(e) => update([open, e.target.value])}
                        aria-label={nth ? t("closesNth", { day: name, n: i + 1 }) : t("closes", { day: name })}
                        aria-invalid={error ? true : undefined}
                        className={timeInput}
                      />
                      <button
                        type="button"
                        onClick={() =>
                          setDay(
                            day,
                            spans.filter((_, j) => j !== i),
                          )
                        }
                        aria-label={nth ? t("removeNth", { day: inSentence, n: i + 1 }) : t("remove", { day: inSentence })}
                        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
                      >
                        <X className="h-4 w-4" aria-hidden />
                      </button>
                    </div>
                  );
                })}
              </div>
              {spans.length < MAX_SPANS_PER_DAY && (
                <Button
                  id={firstId && spans.length === 0 ? firstId : undefined}
                  size="sm"
                  variant="outline"
                  className="self-start"
                  onClick={() =>
                    setDay(day, [...spans, spans.length ? [spans[spans.length - 1][1], ""] : (value[WEEKDAYS[dayIndex - 1]]?.[0] ?? DEFAULT_SPAN)])
                  }
                >
                  <Plus className="h-4 w-4" aria-hidden /> {spans.length ? t("moreHours") : t("addHours")}
                  <span className="sr-only">{t("onDay", { day: inSentence })}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {value.mon.length > 0 && (
          <Button size="sm" variant="secondary" onClick={copyMonday}>
            <Copy className="h-4 w-4" aria-hidden /> {t("copyMonday")}
          </Button>
        )}
        {given && (
          <Button size="sm" variant="secondary" onClick={() => onChange(Object.fromEntries(WEEKDAYS.map((d) => [d, []])) as unknown as HoursDraft)}>
            {t("clear")}
          </Button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
