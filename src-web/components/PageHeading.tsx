import { type HeadedPage, pageHeading } from "@shared/page-titles";
import { useCopySeason } from "../lib/clock";
import { metaT } from "../lib/i18n";

/** The title block every content page starts with. */
export function PageHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {subtitle && <p className="mt-2 text-lg text-slate-600">{subtitle}</p>}
    </div>
  );
}

/** A content page's heading, the same texts the Worker paints first (the "meta" catalogue). */
export function ContentPageHeading({ page }: { page: HeadedPage }) {
  const { title, subtitle } = pageHeading(metaT(), page, useCopySeason());
  return <PageHeading title={title} subtitle={subtitle} />;
}
