import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

/** The trail's first crumb, the home page, in the page's language. */
export function useHomeCrumb(): Crumb {
  const t = useTranslations("common.breadcrumb");
  return { label: t("home"), to: "/" };
}

export function Breadcrumb({ items, className }: { items: Crumb[]; className?: string }) {
  const t = useTranslations("common.breadcrumb");
  return (
    <nav aria-label={t("label")} className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a trail can name the same page twice; its position is what identifies an item.
          <li key={`${item.label}-${i}`} className="flex min-w-0 items-center gap-1">
            {i > 0 && <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />}
            {item.to ? (
              <Link to={item.to} className="rounded hover:text-pitch-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-slate-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
