// The city page's FAQ: 7 questions in a single-open accordion.

import { cityFaq } from "@shared/content/faq";
import type { CityDetail } from "@shared/contract/cities";
import { Link } from "react-router";
import { currentPhase } from "../../lib/clock";
import { FaqAccordion } from "../faq/FaqAccordion";

export function CityFaq({ city }: { city: CityDetail }) {
  const items = cityFaq({ name: city.name, state: city.state, host2026: city.host_2026, primaryStadium: city.primary_stadium }, currentPhase());
  return (
    <section className="mt-16" aria-labelledby="city-faq-heading">
      <h2 id="city-faq-heading" className="mb-6 text-2xl font-bold text-slate-900">
        {city.name} World Cup FAQ
      </h2>
      <FaqAccordion items={items} idPrefix="city-faq" />
      <p className="mt-4 text-slate-700">
        More questions about watching the tournament?{" "}
        <Link to="/faq" className="font-semibold text-pitch-700 hover:underline">
          Read the full FAQ
        </Link>
      </p>
    </section>
  );
}
