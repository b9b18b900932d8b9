// Shapes of the seed content. Seeds are plain data; seed/index.ts turns them into idempotent SQL.

import type { Locale } from "../../shared/i18n/locales";
import type { WeeklyHours } from "../schema";

export interface CitySeed {
  name: string;
  /** lowercase-hyphenated, unique; add a state suffix when the name is ambiguous (columbus-oh). */
  slug: string;
  /** Full US state name, one of the states in docs/spec.md §3. */
  state: string;
  timeZone: string;
  lat: number;
  lng: number;
  description: string;
  heroTitle: string;
  heroSubtitle: string;
  seoTitle?: string;
  seoMetaDesc: string;
  host2026?: {
    primaryStadium: string;
    /** approximate tournament capacity */
    stadiumCapacity: number;
  };
}

export interface VenueSeed {
  citySlug: string;
  /** unique within its city */
  slug: string;
  name: string;
  address: string;
  neighborhood: string;
  lat: number;
  lng: number;
  phone?: string;
  website?: string;
  instagram?: string;
  hoursShort: string;
  hours: WeeklyHours;
  tags: string[];
  hasFood: boolean;
  familyFriendly: boolean;
  bigScreens: boolean;
  openLate: boolean;
  craftBeer?: boolean;
  outdoorScreens?: boolean;
  premiumBar?: boolean;
  notes: string;
  /** one of the bundled illustrations */
  coverImage: "/images/venue-sports-bar.svg" | "/images/venue-brewery.svg" | "/images/venue-rooftop.svg";
  featured?: boolean;
}

export interface PostSeed {
  slug: string;
  title: string;
  excerpt: string;
  /** GitHub-flavoured Markdown */
  content: string;
  author?: string;
  citySlug?: string;
  /** ISO date (UTC) */
  publishedAt: string;
  /** The language the post is written in; English when absent. */
  language?: Locale;
}
