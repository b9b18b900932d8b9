// How a match of any competition is named, in the general shape (/api/fixtures): shared by the Worker
// (heads, first paint, calendar feeds) and the SPA, so a club match reads the same however it is reached.
// A kick-off is said as precisely as it is known: a placeholder date is never written as the match's.
import type { ClubDetail, Fixture } from "./contract/competitions";
import type { Match } from "./contract/matches";
import type { Translator } from "./i18n/catalog";
import type { Locale } from "./i18n/locales";
import { localKickoffText, resultLine, sideName, stageName } from "./match-text";
import { clubMatchMeta, clubMeta, type MetaT, type PageMeta } from "./page-titles";

type MT = Translator<"matches">;
type Side = Fixture["team1"];

/** The name fans use: a club's short name (its Spanish name in Spanish, where fans say it differently), a nation's translated name. */
export function fixtureSideName(side: Side, slot: string | null, t: MT, locale: Locale): string {
  if (side?.kind === "club") return locale === "es" && side.nameEs ? side.nameEs : side.shortName;
  return sideName(side, slot, t);
}

/** A club's full name in the page's language. */
export const clubName = (club: Pick<ClubDetail, "name" | "nameEs">, locale: Locale) => (locale === "es" && club.nameEs ? club.nameEs : club.name);

/** "Arsenal vs Chelsea". */
export const fixtureTitle = (f: Pick<Fixture, "team1" | "team2" | "team1Slot" | "team2Slot">, t: MT, locale: Locale) =>
  t("club.title", { team1: fixtureSideName(f.team1, f.team1Slot, t, locale), team2: fixtureSideName(f.team2, f.team2Slot, t, locale) });

/** "Matchday 13" ("Jornada 13"); a World Cup match's stage ("Group A"); another round as the source names it. */
export function roundLabel(f: Pick<Fixture, "round" | "stage" | "group">, t: MT): string {
  const matchday = f.round ? /^Matchday (\d+)$/.exec(f.round) : null;
  if (matchday) return t("club.matchday", { n: matchday[1] });
  if (f.round) return f.round;
  return f.stage ? stageName({ stage: f.stage as Match["stage"], group: f.group }, t) : "";
}

/** The competition's short name in the page's language. */
export const competitionName = (c: { shortEn: string; shortEs: string }, locale: Locale) => (locale === "es" ? c.shortEs : c.shortEn);

/** The zone's city, as people name it: "Europe/London" is "London". */
export const zoneCity = (timeZone: string) => timeZone.split("/").pop()?.replace(/_/g, " ") ?? timeZone;

/** "Oct 31" from the source's local "2026-10-31" (the day the league gives, in its own zone). */
function localDayText(kickoffLocal: string, t: MT): string {
  const [, month, day] = kickoffLocal.slice(0, 10).split("-").map(Number);
  return t("club.localDay", { month: t(`months.m${month}` as "months.m1"), day: String(day) });
}

/** The kick-off without the visitor's zone (heads, calendars): "Oct 31, 15:00 London time", or how little is known. */
export function leagueKickoffText(f: Pick<Fixture, "kickoffPrecision" | "kickoffLocal" | "timeZone">, t: MT): string {
  if (f.kickoffPrecision === "date_tbc") return t("club.dateTbc");
  if (f.kickoffPrecision === "time_tbc") return `${localDayText(f.kickoffLocal, t)}, ${t("club.timeTbc")}`;
  return t("club.leagueTime", { time: localKickoffText(f.kickoffLocal, t), zone: zoneCity(f.timeZone) });
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
export function countryName(code: string | null, t: MT): string {
  if (!code) return "";
  const key = `club.countries.${code.replace(/-/g, "_")}` as "club.countries.ES";
  return t.has(key) ? t(key) : code;
}
