// The Worker's translators: every catalogue is bundled (the app, by contrast, loads what a page needs).
import { createTranslator } from "use-intl/core";
import type { Catalog, Namespace, Translator } from "./catalog";
import { INTL_LOCALE, type Locale } from "./locales";
import catalogEn from "./messages/en";
import catalogEs from "./messages/es";

const CATALOGS: Record<Locale, Catalog> = { en: catalogEn, es: catalogEs as unknown as Catalog };

/** A namespace's translator in a language. */
export function translatorFor<NS extends Namespace>(locale: Locale, namespace: NS): Translator<NS> {
  return createTranslator<Catalog, NS>({ locale: INTL_LOCALE[locale], messages: CATALOGS[locale], namespace });
}
