// How a match of any competition is named and timed, in the general shape (/api/fixtures): its sides,
// "versus", round, competition and kick-off wording. The one place for these texts, shared by the Worker
// (heads, first paint, calendar feeds) and the SPA (every fixture card, the club and competition pages),
// so a match reads the same however it is reached. A kick-off is said as precisely as it is known: a
// placeholder date is never written as the match's.
import type { ClubDetail, Competition, Fixture } from "./contract/competitions";
import type { Match } from "./contract/matches";
import type { Translator } from "./i18n/catalog";
import type { Locale } from "./i18n/locales";
import { localKickoffText, resultLine, sideName, stageName } from "./match-text";
import { clubMatchMeta, clubMeta, type MetaT, type PageMeta } from "./page-titles";
import { localDay } from "./time-zones";
import { placeholderStretch } from "./tournament";
import { WORLD_CUP_ID } from "./whats-on";

type MT = Translator<"matches">;
type FT = Translator<"fixtures">;
type Side = Fixture["team1"];

/** The name fans use: a club's short name (its Spanish name in Spanish, where fans say it differently), a nation's translated name. */
export function fixtureSideName(side: Side, slot: string | null, t: MT, locale: Locale): string {
  if (side?.kind === "club") return locale === "es" && side.nameEs ? side.nameEs : side.shortName;
  return sideName(side, slot, t);
}

/** A club's full name in the page's language. */
export const clubName = (club: Pick<ClubDetail, "name" | "nameEs">, locale: Locale) => (locale === "es" && club.nameEs ? club.nameEs : club.name);

/**
 * "Arsenal vs Chelsea"; a World Cup match keeps the tournament's own "Mexico v South Africa" (its pages,
 * feeds and golden answers say it so), and one match has one name in every calendar.
 */
export const fixtureTitle = (
  f: Pick<Fixture, "team1" | "team2" | "team1Slot" | "team2Slot"> & { competition: Pick<Fixture["competition"], "id"> },
  t: MT,
  locale: Locale,
) =>
  t(f.competition.id === WORLD_CUP_ID ? "title" : "club.title", {
    team1: fixtureSideName(f.team1, f.team1Slot, t, locale),
    team2: fixtureSideName(f.team2, f.team2Slot, t, locale),
  });

/** "Matchday 13" ("Jornada 13"); a World Cup match's stage ("Group A"); another round as the source names it; "" without either. */
export function roundLabel(f: Pick<Fixture, "round"> & Partial<Pick<Fixture, "stage" | "group">>, t: MT): string {
  const matchday = f.round ? /^Matchday (\d+)$/.exec(f.round) : null;
  if (matchday) return t("club.matchday", { n: matchday[1] });
  if (f.round) return f.round;
  return f.stage ? stageName({ stage: f.stage as Match["stage"], group: f.group ?? null }, t) : "";
}

/** The competition's short name in the page's language. */
export const competitionName = (c: Pick<Competition, "shortEn" | "shortEs">, locale: Locale) => (locale === "es" ? c.shortEs : c.shortEn);
/** The competition's full name in the page's language. */
export const competitionFullName = (c: Pick<Competition, "nameEn" | "nameEs">, locale: Locale) => (locale === "es" ? c.nameEs : c.nameEn);

/**
 * What the site covers, from its competitions (in their order): "Covers FIFA World Cup 2026, Premier
 * League, LaLiga, Bundesliga, Serie A and Ligue 1." Empty without competitions. docs/decisions/041.
 */
export const coverageLine = (list: Pick<Competition, "nameEn" | "nameEs">[], locale: Locale, t: FT) =>
  list.length ? t("coverage.line", { list: new Intl.ListFormat(locale, { type: "conjunction" }).format(list.map((c) => competitionFullName(c, locale))) }) : "";

/** The zone's city, as people name it in the page's language: "Europe/London" is "London", "Londres". */
export function zoneCity(timeZone: string, t: MT): string {
  const zone = timeZone.split("/").pop() ?? timeZone;
  return t("club.zoneCity", { zone, city: zone.replace(/_/g, " ") });
}

/** "Oct 31" from the source's local "2026-10-31" (the day the league gives, in its own zone). */
function localDayText(kickoffLocal: string, t: MT): string {
  const [, month, day] = kickoffLocal.slice(0, 10).split("-").map(Number);
  return t("club.localDay", { month: t(`months.m${month}` as "months.m1"), day: String(day) });
}

/** The kick-off without the visitor's zone (heads, calendars): "Oct 31, 15:00 London time", or how little is known. */
export function leagueKickoffText(f: Pick<Fixture, "kickoffPrecision" | "kickoffLocal" | "timeZone">, t: MT): string {
  if (f.kickoffPrecision === "date_tbc") return t("club.dateTbc");
  if (f.kickoffPrecision === "time_tbc") return `${localDayText(f.kickoffLocal, t)}, ${t("club.timeTbc")}`;
  return t("club.leagueTime", { time: localKickoffText(f.kickoffLocal, t), zone: zoneCity(f.timeZone, t) });
}

/** "Arsenal 3-0 Coventry", or null without a result. */
export function fixtureResultText(f: Fixture, t: MT, locale: Locale): string | null {
  if (!f.result) return null;
  return `${fixtureSideName(f.team1, f.team1Slot, t, locale)} ${resultLine(f.result, t)} ${fixtureSideName(f.team2, f.team2Slot, t, locale)}`;
}

/** The match page's title and description (Worker head and SPA alike). */
export const fixturePageMeta = (meta: MetaT, siteName: string, f: Fixture, t: MT, locale: Locale): PageMeta =>
  clubMatchMeta(meta, siteName, {
    title: fixtureTitle(f, t, locale),
    competition: competitionName(f.competition, locale),
    round: roundLabel(f, t),
    kickoff: leagueKickoffText(f, t),
    result: fixtureResultText(f, t, locale),
  });

/** The club page's title and description. */
export const clubPageMeta = (meta: MetaT, siteName: string, club: ClubDetail, locale: Locale): PageMeta =>
  clubMeta(meta, siteName, { name: clubName(club, locale), competitions: club.competitions.map((c) => competitionName(c, locale)).join(", ") });

/** A club's country ("GB-ENG" is "England"), in the translator's language; an unknown code as it is. */
function countryName(code: string | null, t: MT): string {
  if (!code) return "";
  const key = `club.countries.${code.replace(/-/g, "_")}` as "club.countries.ES";
  return t.has(key) ? t(key) : code;
}

/** A club's line under its name: "Club · England", or "Club" alone when its country is not known (no dangling separator). */
export const clubKicker = (club: Pick<ClubDetail, "country">, t: MT) =>
  club.country ? t("club.teamKicker", { country: countryName(club.country, t) }) : t("club.teamKickerAlone");

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, timeZone: string, kind: "day" | "time" | "weekend" | "date"): Intl.DateTimeFormat {
  const id = `${locale}|${timeZone}|${kind}`;
  let f = formats.get(id);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === "day"
        ? { weekday: "short", month: "short", day: "numeric" }
        : kind === "date"
          ? { month: "short", day: "2-digit", year: "numeric" }
          : kind === "weekend"
            ? { month: "short", day: "numeric" }
            : { hour: "numeric", minute: "2-digit", timeZoneName: "short" };
    f = new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", { ...options, timeZone });
    formats.set(id, f);
  }
  return f;
}

/** "Nov 28": the placeholder day of a round whose date is not fixed yet, in the source's zone (its own calendar day). */
const provisionalDay = (f: Pick<Fixture, "kickoffAt" | "timeZone">, locale: Locale) => format(locale, f.timeZone, "weekend").format(new Date(f.kickoffAt));

/** The values of a "provisionally the weekend of Nov 28" / "provisionally midweek, around Dec 2" text. */
export const provisionalParams = (f: Pick<Fixture, "kickoffAt" | "timeZone">, locale: Locale) => ({
  day: provisionalDay(f, locale),
  stretch: placeholderStretch(localDay(new Date(f.kickoffAt), f.timeZone)),
});

/** "Sat, Nov 28" in `zone`. */
export const fixtureDay = (f: Pick<Fixture, "kickoffAt">, locale: Locale, zone: string) => format(locale, zone, "day").format(new Date(f.kickoffAt));

/** "3:00 PM EST" in `zone`. */
export const fixtureTime = (f: Pick<Fixture, "kickoffAt">, locale: Locale, zone: string) => format(locale, zone, "time").format(new Date(f.kickoffAt));

/**
 * When a match is, as sure as the source is, for a visitor in `zone` (cards, lists): the day and time
 * there; the source's day and "time to be confirmed"; or "date and time to be confirmed" with the
 * round's placeholder weekend as provisional. leagueKickoffText says it without the visitor's zone.
 */
export function fixtureWhen(f: Pick<Fixture, "kickoffAt" | "kickoffPrecision" | "timeZone">, locale: Locale, zone: string, t: FT): string {
  if (f.kickoffPrecision === "date_tbc") return `${t("card.dateTbc")} · ${t("card.provisional", provisionalParams(f, locale))}`;
  // A day without a time is the source's calendar day, not the viewer's.
  if (f.kickoffPrecision === "time_tbc") return `${fixtureDay(f, locale, f.timeZone)} · ${t("card.timeTbc")}`;
  return `${fixtureDay(f, locale, zone)}, ${fixtureTime(f, locale, zone)}`;
}

/**
 * What stands in for a result: called off, or no result yet once the match is no longer upcoming. Only a
 * confirmed kick-off is said to have happened; one never confirmed says so (docs/decisions/038).
 */
export function fixtureStatusText(f: Pick<Fixture, "status" | "resultPending" | "kickoffPrecision">, t: FT): string | null {
  if (f.status === "postponed" || f.status === "cancelled") return t(`card.${f.status}`);
  if (f.resultPending) return t(f.kickoffPrecision === "date_tbc" ? "card.undated" : f.kickoffPrecision === "time_tbc" ? "card.unconfirmed" : "card.pending");
  return null;
}

/**
 * A match page's word on its fixtures: where they come from, as of when, and how far its results go;
 * dates on the league's calendar. The app's and the edge's first paint (on a phone, its largest text).
 */
export function fixtureSourceText(c: Pick<Competition, "source" | "resultsUpTo" | "timeZone">, locale: Locale, t: MT): string {
  const date = (iso: string) => format(locale, c.timeZone, "date").format(new Date(iso));
  const { label, licence, refreshedAt } = c.source;
  return [
    t("club.source", { label, licence, licenceKey: licence.replace(/[^A-Za-z0-9]+/g, "_") }),
    refreshedAt ? t("club.asOfRefresh", { date: date(refreshedAt) }) : t("club.asOfSnapshot"),
    c.resultsUpTo ? t("club.resultsUpTo", { date: date(c.resultsUpTo) }) : null,
  ]
    .filter(Boolean)
    .join(" ");
}

/** Where a competition's fixtures come from and how recent they are. */
export function sourceLine(c: Pick<Competition, "source" | "resultsUpTo" | "timeZone">, locale: Locale, t: FT): string {
  const label = c.source.label;
  if (c.source.refreshedAt) return t("source.refreshed", { label, date: format(locale, c.timeZone, "weekend").format(new Date(c.source.refreshedAt)) });
  const builtin = c.source.kind === "builtin";
  if (!c.resultsUpTo) return t(builtin ? "source.builtinNoResults" : "source.snapshotNoResults", { label });
  return t(builtin ? "source.builtin" : "source.snapshot", { label, date: format(locale, c.timeZone, "weekend").format(new Date(c.resultsUpTo)) });
}
