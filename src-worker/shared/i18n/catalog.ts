// The message catalogues' shape. English is the reference: every other language has exactly its keys
// (typed here, and checked both ways by test/worker/i18n-catalogue.test.ts).

/** A catalogue with the reference's keys and any strings. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/**
 * The namespaces. Each is a file per language (messages/{locale}/{namespace}.ts), loaded by the app
 * only for the pages that use it, so a page fetches the strings of its own language and part only.
 */
export type Namespace = "common" | "meta" | "home" | "city" | "venues" | "matches" | "submit" | "content" | "fixtures" | "reminders";

/** What every page loads before its first render: the shell's texts and the page titles. */
export const BOOT_NAMESPACES: readonly Namespace[] = ["common", "meta"];

/**
 * What each page module needs beyond "common" and "meta" (always loaded). The app's router loads
 * them with the page, and the Worker preloads them with the page's chunks.
 */
export const PAGE_NAMESPACES: Record<string, Namespace[]> = {
  HomePage: ["home", "venues", "matches", "fixtures"],
  CitiesPage: ["city"],
  CityPage: ["city", "venues", "content", "matches", "fixtures"],
  VenuePage: ["venues", "matches", "fixtures", "city", "submit"],
  WhatsOnPage: ["fixtures", "matches"],
  CompetitionsPage: ["fixtures", "matches"],
  CompetitionPage: ["fixtures", "matches"],
  WorldCupSchedulePage: ["matches", "venues", "fixtures"],
  MatchPage: ["matches", "venues"],
  TeamPage: ["matches", "venues", "fixtures"],
  SubmitPage: ["submit", "venues", "matches"],
  BookmarksPage: ["venues", "content", "city"],
  FaqPage: ["content"],
  BlogListPage: ["content"],
  BlogPostPage: ["content"],
  AboutPage: ["content"],
  ContactPage: ["content", "submit"],
  ReminderLinkPage: ["reminders", "matches"],
  // English-only screens that edit a listing's details with the submission form's fields (and show its badges).
  OwnerVenuePage: ["submit", "venues"],
  AdminVenueEditPage: ["submit", "venues"],
};

import type { createTranslator } from "use-intl/core";
import type catalogEn from "./messages/en";

/** Every namespace's messages, as English has them (the app's typed keys and arguments). */
export type Catalog = typeof catalogEn;

declare module "use-intl/core" {
  interface AppConfig {
    Messages: Catalog;
  }
}

/** A translator of one namespace: what useTranslations(ns) gives in the app and translatorFor in the Worker. */
export type Translator<NS extends Namespace> = ReturnType<typeof createTranslator<Catalog, NS>>;
