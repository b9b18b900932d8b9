// The city page's FAQ: 7 questions in a single-open accordion.
import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { CityDetail } from "@shared/api-types";
import { cityFaq } from "@shared/content/faq";

export function CityFaq({ city }: { city: CityDetail }) {
  const items = cityFaq({ name: city.name, host2026: city.host_2026, primaryStadium: city.primary_stadium });
  return (
    <section className="mt-16" aria-labelledby="city-faq-heading">
      <h2 id="city-faq-heading" className="mb-6 text-2xl font-bold text-slate-900">
        {city.name} World Cup FAQ
      </h2>
      <Accordion.Root type="single" collapsible className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((item, i) => (
          <Accordion.Item key={item.question} value={`q${i}`}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50">
                {item.question}
                <ChevronDown className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-4 pb-4 text-slate-700">{item.answer}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
