// The app's language and messages. The language comes from the address (/es/... is Spanish) and stays
// for the page's life: switching language loads the other address. Messages are loaded a namespace at
// a time, only the page's language and only what the page uses (decision 018).
import type { Catalog, Namespace, Translator } from "@shared/i18n/catalog";

export { BOOT_NAMESPACES } from "@shared/i18n/catalog";

import { INTL_LOCALE, LOCALE_PREFIX, type Locale, splitLocale } from "@shared/i18n/locales";
import type { MetaT } from "@shared/page-titles";
import { createTranslator, IntlProvider } from "use-intl";

/** The page's language. */
export const LOCALE: Locale = splitLocale(window.location.pathname).locale;

/** The BCP 47 tag for Intl formatting ("en-US", "es-US"). */
export const INTL_TAG = INTL_LOCALE[LOCALE];

/** The router's basename: "/es" for Spanish pages, so every in-app link stays in the language. */
export const ROUTER_BASENAME = LOCALE_PREFIX[LOCALE] || undefined;

type Loader = () => Promise<{ default: unknown }>;
const loaders = import.meta.glob<{ default: unknown }>(["../../src-worker/shared/i18n/messages/*/*.ts", "!../../src-worker/shared/i18n/messages/*/index.ts"]);
const loaderOf = (ns: Namespace): Loader => {
  const loader = loaders[`../../src-worker/shared/i18n/messages/${LOCALE}/${ns}.ts`];
  if (!loader) throw new Error(`No messages for ${LOCALE}/${ns}`);
  return loader;
};

/** The loaded namespaces, filled in place (the provider reads them when a component translates). */
const messages: Partial<Catalog> = {};
const loading = new Map<Namespace, Promise<void>>();

/** Loads namespaces not yet loaded; resolves when all are there. */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((ns) => {
      let pending = loading.get(ns);
      if (!pending) {
        pending = loaderOf(ns)().then((m) => {
          (messages as Record<string, unknown>)[ns] = m.default;
        });
        loading.set(ns, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

export function I18nProvider({ children }: { children: React.ReactNode }) {
  return (
    <IntlProvider locale={INTL_TAG} messages={messages as Catalog}>
      {children}
    </IntlProvider>
  );
}

let metaTranslator: MetaT | null = null;
/** The page titles' translator, outside components (the "meta" namespace is loaded before the first render). */
export function metaT(): MetaT {
  metaTranslator ??= createTranslator<Catalog, "meta">({ locale: INTL_TAG, messages: messages as Catalog, namespace: "meta" });
  return metaTranslator;
}

let commonTranslator: Translator<"common"> | null = null;
/** The shell's translator, outside components (error messages); loaded before the first render. */
export function commonT(): Translator<"common"> {
  commonTranslator ??= createTranslator<Catalog, "common">({ locale: INTL_TAG, messages: messages as Catalog, namespace: "common" });
  return commonTranslator;
}
