// The language switcher (header, menu, footer) and the notice suggesting the other language.
// Switching loads the same page and filters in the other language; the choice is remembered on the
// device. Nothing ever redirects: an address shows the language it names (decision 018).
import { type Locale, localePath } from "@shared/i18n/locales";
import { X } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { useTranslations } from "use-intl";
import { LOCALE } from "../lib/i18n";

const CHOICE_KEY = "wcws.locale";
const DISMISSED_KEY = "wcws.localeNoticeDismissed";
const OTHER: Locale = LOCALE === "en" ? "es" : "en";

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the choice lasts for this visit only.
  }
}

/** The current page's address (path, filters, fragment) in the other language. */
function useOtherLanguageHref(): string {
  const { pathname, search, hash } = useLocation();
  return `${localePath(OTHER, pathname)}${search}${hash}`;
}

export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations("common.language");
  const href = useOtherLanguageHref();
  return (
    <a href={href} hrefLang={OTHER} lang={OTHER} className={className} aria-label={t("switchToLabel")} onClick={() => store(CHOICE_KEY, OTHER)}>
      {t("switchTo")}
    </a>
  );
}

/**
 * Offers the other language when the visitor chose it before on this device, or (with no choice yet)
 * when the browser's first language is it. Dismissing keeps it away.
 */
function suggestsOther(): boolean {
  if (stored(DISMISSED_KEY)) return false;
  const choice = stored(CHOICE_KEY);
  if (choice) return choice === OTHER;
  const first = (navigator.languages?.[0] ?? navigator.language ?? "").toLowerCase();
  return first.split("-")[0] === OTHER;
}

export function LanguageSuggestion() {
  const t = useTranslations("common.language");
  const href = useOtherLanguageHref();
  const [shown, setShown] = useState(suggestsOther);
  if (!shown) return null;
  return (
    <div className="bg-sky-50 px-4 py-2 text-sm text-sky-950" role="note" lang={OTHER} data-testid="language-suggestion">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
        <p>
          {t("suggestion")}{" "}
          <a href={href} hrefLang={OTHER} className="font-semibold underline" onClick={() => store(CHOICE_KEY, OTHER)}>
            {t("suggestionLink")}
          </a>
        </p>
        <button
          type="button"
          lang={LOCALE}
          className="rounded p-1 hover:bg-sky-100"
          aria-label={t("dismiss")}
          onClick={() => {
            store(DISMISSED_KEY, "1");
            store(CHOICE_KEY, LOCALE);
            setShown(false);
          }}
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
