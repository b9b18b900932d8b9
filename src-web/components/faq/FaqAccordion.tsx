// A single-open accordion of questions and answers (Radix: keyboard operable, aria-expanded/controls).
import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { FaqItem } from "@shared/content/faq";

export function FaqAccordion({ items, idPrefix }: { items: FaqItem[]; idPrefix: string }) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item, i) => (
        <Accordion.Item key={item.question} value={`${idPrefix}-${i}`}>
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 sm:px-5">
              <span>{item.question}</span>
              <ChevronDown
                aria-hidden
                className="h-5 w-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-4 pb-4 text-slate-700 sm:px-5">
            <p className="leading-relaxed">{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
