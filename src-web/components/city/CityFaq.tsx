// The city page's FAQ: 7 questions in a single-open accordion.

import type { CityDetail } from "@shared/contract/cities";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { currentPhase, useCopySeason } from "../../lib/clock";
import { FaqAccordion } from "../faq/FaqAccordion";
import { useFaqContent } from "../faq/faq-content";

export function CityFaq({ city }: { city: CityDetail }) {
  const t = useTranslations("content.cityFaq");
  const faq = useFaqContent();
  const items = faq?.cityFaq({ name: city.name, state: city.state, host2026: city.host_2026, primaryStadium: city.primary_stadium }, currentPhase());
  const season = useCopySeason() === "season";
  return (
    <section className="mt-16" aria-labelledby="city-faq-heading">
      <h2 id="city-faq-heading" className="mb-6 text-2xl font-bold text-slate-900">
        {season ? t("seasonHeading", { city: city.name }) : t("heading", { city: city.name })}
      </h2>
      {items ? <FaqAccordion items={items} idPrefix="city-faq" /> : <div className="h-96 animate-pulse rounded-xl bg-slate-100" />}
      <p className="mt-4 text-slate-700">
        {season ? t("seasonMore") : t("more")}{" "}
        <Link to="/faq" className="font-semibold text-pitch-700 hover:underline">
          {t("readAll")}
        </Link>
      </p>
    </section>
  );
}
