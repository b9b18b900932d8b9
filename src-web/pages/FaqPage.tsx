import type { FaqCategory } from "@shared/content/faq";
import { faqPageJsonLd } from "@shared/content/faq-jsonld";
import { pageHeading } from "@shared/page-titles";
import { useMemo, useState } from "react";
import { useTranslations } from "use-intl";
import { Breadcrumb, useHomeCrumb } from "../components/Breadcrumb";
import { FaqAccordion } from "../components/faq/FaqAccordion";
import { useFaqContent } from "../components/faq/faq-content";
import { ButtonLink } from "../components/ui/Button";
import { currentPhase, useCopySeason } from "../lib/clock";
import { useJsonLd, useStaticPageMeta } from "../lib/document-head";
import { metaT } from "../lib/i18n";

/** The quick navigation and the categories, once the FAQ of the page's language is there. */
function FaqBody({ faq, more }: { faq: FaqCategory[]; more: React.ReactNode }) {
  const t = useTranslations("content.faq");
  const jsonLd = useMemo(() => faqPageJsonLd(faq), [faq]);
  useJsonLd("faq-jsonld", jsonLd);
  return (
    <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="faq-quick-nav" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="faq-quick-nav" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
          {t("quickNav")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {faq.map((category) => (
            <li key={category.slug}>
              <a
                href={`#${category.slug}`}
                className="block rounded-full border border-slate-200 px-3 py-1.5 text-sm text-slate-700 hover:border-pitch-600 hover:text-pitch-700 lg:rounded-md lg:border-0 lg:px-2"
              >
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="min-w-0 space-y-12">
        {faq.map((category) => (
          <section key={category.slug} id={category.slug} aria-labelledby={`${category.slug}-title`} className="scroll-mt-24">
            <h2 id={`${category.slug}-title`} className="mb-4 text-2xl font-bold text-slate-900">
              {category.title}
            </h2>
            <FaqAccordion items={category.items} idPrefix={category.slug} />
          </section>
        ))}
        {more}
      </div>
    </div>
  );
}

export default function FaqPage() {
  const homeCrumb = useHomeCrumb();
  const content = useFaqContent();
  // The phase when the page opened: answers do not change under the reader's eyes.
  const [phase] = useState(currentPhase);
  const faq = useMemo(() => content?.siteFaq(phase), [content, phase]);
  useStaticPageMeta("faq");
  const heading = pageHeading(metaT(), "faq", useCopySeason());
  const t = useTranslations("content.faq");

  const more = (
    <section aria-labelledby="faq-more" className="rounded-xl bg-pitch-50 p-6 sm:p-8">
      <h2 id="faq-more" className="text-xl font-bold text-slate-900">
        {t("moreTitle")}
      </h2>
      <p className="mt-2 text-slate-700">{t("moreText")}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to="/cities">{t("browseCities")}</ButtonLink>
        <ButtonLink to="/submit" variant="outline">
          {t("submitVenue")}
        </ButtonLink>
      </div>
    </section>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Breadcrumb className="mb-6" items={[homeCrumb, { label: t("breadcrumb") }]} />

      <header className="mb-10 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading.title}</h1>
        <p className="mt-2 text-lg text-slate-600">{heading.subtitle}</p>
      </header>

      {faq ? (
        <FaqBody faq={faq} more={more} />
      ) : (
        <div role="status" aria-label={t("loading")} className="space-y-3">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-14 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      )}
    </div>
  );
}
