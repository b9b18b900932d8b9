// A single-open accordion of questions and answers: each question is a button in a heading, with
// aria-expanded and aria-controls; its answer is a labelled region, hidden while closed. Written by
// hand rather than with a component library: the library's version cost ~170 ms of rendering on a
// throttled phone for the city page's seven questions (docs/decisions/005).

import type { FaqItem } from "@shared/content/faq";
import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { useState } from "react";

export function FaqAccordion({ items, idPrefix }: { items: FaqItem[]; idPrefix: string }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item, i) => {
        const isOpen = open === i;
        const questionId = `${idPrefix}-q${i}`;
        const answerId = `${idPrefix}-a${i}`;
        return (
          <div key={item.question}>
            <h3 className="m-0">
              <button
                type="button"
                id={questionId}
                aria-expanded={isOpen}
                aria-controls={answerId}
                onClick={() => setOpen(isOpen ? null : i)}
                className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 sm:px-5"
              >
                <span>{item.question}</span>
                <ChevronDown aria-hidden className={clsx("h-5 w-5 shrink-0 text-slate-500 transition-transform duration-200", isOpen && "rotate-180")} />
              </button>
            </h3>
            <div id={answerId} role="region" aria-labelledby={questionId} hidden={!isOpen} className="px-4 pb-4 text-slate-700 sm:px-5">
              <p className="leading-relaxed">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
