// Match reminders by e-mail, without an account (docs/decisions/031): a double opt-in sign-up, signed
// links (confirm, manage, one-click unsubscribe), and the cron's reminders and corrections, each sent
// once through the e-mail outbox in the language the fan signed up in.
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { runBatch, type Statement } from "../../db/batch";
import type { Db } from "../../db/client";
import { cities, emailOutbox, reminderFollows, reminderSends, reminderSubscribers, teams } from "../../db/schema";
import type { Bindings } from "../../env";
import { getConfig } from "../../env";
import { ApiError, notFound } from "../../lib/errors";
import type { ClaimSource } from "../../shared/constants";
import type { MatchVenue } from "../../shared/contract/match-venues";
import type { ReminderFollowView, ReminderPage } from "../../shared/contract/reminders";
import type { Translator } from "../../shared/i18n/catalog";
import { INTL_LOCALE, LOCALE_PREFIX, type Locale } from "../../shared/i18n/locales";
import { translatorFor } from "../../shared/i18n/translate";
import { matchPath, teamName } from "../../shared/match-text";
import { localDay, localTimeToUtc } from "../../shared/time-zones";
import { base64url } from "../auth/owner-auth";
import { cityVenuesForMatch } from "../venues/match-venues";
import { enqueueEmail } from "./email-outbox";

const DAY = 24 * 60 * 60 * 1000;
/** An address that never confirms is forgotten after this long (and its confirmation link stops working). */
const UNCONFIRMED_TTL_MS = 7 * DAY;
/** Reminders look this far ahead: the evening before a morning kick-off is at most ~18 hours + a day away. */
const LOOKAHEAD_MS = 2 * DAY;
/** A kick-off before this local hour is a morning one: its reminder goes the evening before. */
const MORNING_ENDS_HOUR = 12;
const EVENING_BEFORE = "18:00";
const MORNING_OF = "09:00";
/** Reminders written per INSERT: one JSON parameter each (D1 binds at most 100 parameters per statement). */
const ROWS_PER_STATEMENT = 400;

// ---- Signed links ------------------------------------------------------------------------------

type LinkPurpose = "confirm" | "manage";

/** Outside production a fixed key stands in, so local runs and tests work without a secret. */
const DEVELOPMENT_KEY = "development-only reminder link key";

function linkSecret(env: Bindings): string {
  if (env.REMINDER_LINK_SECRET) return env.REMINDER_LINK_SECRET;
  if (getConfig(env).ENVIRONMENT === "production")
    throw new ApiError(503, "not_configured", "Match reminders are not set up on this site yet. Please try again later.");
  return DEVELOPMENT_KEY;
}

const remindersConfigured = (env: Bindings) => !!env.REMINDER_LINK_SECRET || getConfig(env).ENVIRONMENT !== "production";

/** One imported key per secret: importing costs more than signing, and a cron run signs thousands of links. */
const keys = new Map<string, Promise<CryptoKey>>();

async function hmac(secret: string, text: string): Promise<string> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return base64url(new Uint8Array(await crypto.subtle.sign("HMAC", await key, new TextEncoder().encode(text))));
}

/** Intl formatters by locale, zone and style: building one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, timeZone: string, style: "kickoff" | "zone" | "date" | "hour"): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${style}`;
  let f = formatters.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      style === "kickoff"
        ? { weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" }
        : style === "zone"
          ? { timeZoneName: "short" }
          : style === "date"
            ? { month: "long", day: "numeric", year: "numeric" }
            : { hour: "numeric", hourCycle: "h23" };
    f = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, ...options });
    formatters.set(key, f);
  }
  return f;
}

/** "{id}.{signature}": the signature covers the purpose, the id and the address, so a link names one fan for one use. */
async function signLink(env: Bindings, purpose: LinkPurpose, id: number, email: string): Promise<string> {
  return `${id}.${await hmac(linkSecret(env), `${purpose}:${id}:${email}`)}`;
}

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The subscriber a link names, or null (unknown, deleted, or a wrong signature: all answered the same). */
async function verifyLink(db: Db, env: Bindings, purpose: LinkPurpose, token: string) {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const [row] = await db
    .select()
    .from(reminderSubscribers)
    .where(eq(reminderSubscribers.id, Number(m[1])));
  if (!row) return null;
  const expected = await signLink(env, purpose, row.id, row.email);
  // Constant-time comparison of the two signatures.
  const a = new TextEncoder().encode(expected);
  const b = new TextEncoder().encode(token);
  if (a.length !== b.length) return null;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0 ? row : null;
}

const INVALID_LINK = "This link is not valid any more.";

const siteBase = (env: Bindings) => getConfig(env).SITE_URL.replace(/\/$/, "");

/** The links every reminder e-mail carries. */
async function linksFor(env: Bindings, locale: Locale, id: number, email: string) {
  const manage = await signLink(env, "manage", id, email);
  const base = siteBase(env);
  return {
    manage: `${base}${LOCALE_PREFIX[locale]}/reminders/manage?token=${manage}`,
    unsubscribe: `${base}${LOCALE_PREFIX[locale]}/reminders/unsubscribe?token=${manage}`,
    /** RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" here. */
    headers: {
      "List-Unsubscribe": `<${base}/api/reminders/unsubscribe?token=${manage}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

// ---- Sign-up, confirmation, the fan's page ----------------------------------------------------

export interface SignUpInput {
  email: string;
  team: string;
  /** A site city's slug, or the nearest site city to a rounded point. */
  city?: string;
  lat?: number;
  lng?: number;
  locale: Locale;
}

async function findCity(db: Db, input: { city?: string; lat?: number; lng?: number }) {
  const columns = { id: cities.id, slug: cities.slug, name: cities.name };
  if (input.city !== undefined) {
    const [row] = await db.select(columns).from(cities).where(eq(cities.slug, input.city));
    return row ?? null;
  }
  // Rounded to two decimals (about a kilometre) before use; only the city is kept.
  const lat = Math.round((input.lat ?? 0) * 100) / 100;
  const lng = Math.round((input.lng ?? 0) * 100) / 100;
  const k = Math.cos((lat * Math.PI) / 180);
  const [row] = await db
    .select(columns)
    .from(cities)
    .where(sql`${cities.lat} IS NOT NULL AND ${cities.lng} IS NOT NULL`)
    .orderBy(sql`(${cities.lat} - ${lat}) * (${cities.lat} - ${lat}) + ((${cities.lng} - ${lng}) * ${k}) * ((${cities.lng} - ${lng}) * ${k})`)
    .limit(1);
  return row ?? null;
}

/** One translator per language and namespace for the Worker's life (a cron run writes thousands of e-mails). */
const translators = { reminders: new Map<Locale, Translator<"reminders">>(), matches: new Map<Locale, Translator<"matches">>() };
const remindersT = (locale: Locale) => translators.reminders.get(locale) ?? translators.reminders.set(locale, translatorFor(locale, "reminders")).get(locale)!;
const matchesT = (locale: Locale) => translators.matches.get(locale) ?? translators.matches.set(locale, translatorFor(locale, "matches")).get(locale)!;

const teamLabel = (team: { code: string; name: string; nameEs: string | null }, locale: Locale) =>
  locale === "es" ? (team.nameEs ?? teamName(team, matchesT("es"))) : team.name;

/**
 * A sign-up: the address (kept once, lower-cased) and the follow are stored unconfirmed, and a
 * confirmation e-mail is queued in the same batch. The answer is the same whether the address was
 * known or not. A follow already confirmed is left as it is (a stranger's form cannot move it); its
 * e-mail then carries the fan's own links instead.
 */
export async function signUpForReminders(db: Db, env: Bindings, input: SignUpInput, now: Date): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const [[team], city] = await Promise.all([
    db.select({ code: teams.code, name: teams.name, nameEs: teams.nameEs }).from(teams).where(eq(teams.code, input.team)),
    findCity(db, input),
  ]);
  if (!team) throw notFound("Team not found");
  if (!city) throw notFound("City not found");
  linkSecret(env);
  // The address first (idempotent): its id is part of the links the e-mail carries.
  const [subscriber] = await db
    .insert(reminderSubscribers)
    .values({ email, createdAt: now })
    .onConflictDoUpdate({ target: reminderSubscribers.email, set: { email: sql`excluded.email` } })
    .returning({ id: reminderSubscribers.id });
  const [existing] = await db
    .select({ confirmedAt: reminderFollows.confirmedAt, cityId: reminderFollows.cityId })
    .from(reminderFollows)
    .where(and(eq(reminderFollows.subscriberId, subscriber.id), eq(reminderFollows.teamCode, team.code)));
  const already = !!existing?.confirmedAt;
  const t = remindersT(input.locale);
  const site = getConfig(env).SITE_NAME;
  const links = await linksFor(env, input.locale, subscriber.id, email);
  const confirm = `${siteBase(env)}${LOCALE_PREFIX[input.locale]}/reminders/confirm?token=${await signLink(env, "confirm", subscriber.id, email)}`;
  const name = teamLabel(team, input.locale);
  const shownCity =
    already && existing ? ((await db.select({ name: cities.name }).from(cities).where(eq(cities.id, existing.cityId)))[0]?.name ?? city.name) : city.name;
  const intro = already
    ? t("mail.alreadyBody", { email, team: name, city: shownCity })
    : t("mail.confirmBody", { site, email, team: name, city: city.name, link: confirm });
  const body = `${intro}\n\n${t("mail.footer", { site, team: name, manage: links.manage, unsubscribe: links.unsubscribe })}`;
  const statements: Statement[] = [];
  if (!already) {
    statements.push(
      db
        .insert(reminderFollows)
        .values({ subscriberId: subscriber.id, teamCode: team.code, cityId: city.id, locale: input.locale, createdAt: now })
        .onConflictDoUpdate({
          target: [reminderFollows.subscriberId, reminderFollows.teamCode],
          set: { cityId: city.id, locale: input.locale, createdAt: sql`excluded.created_at` },
          setWhere: isNull(reminderFollows.confirmedAt),
        }),
    );
  }
  statements.push(enqueueEmail(db, { to: email, subject: t("mail.confirmSubject", { team: name }), body, headers: links.headers, at: now }));
  await runBatch(db, statements);
}

/** Uses a confirmation link: the address and its pending follows are confirmed (the consent time). Answers the manage link's token. */
export async function confirmReminders(db: Db, env: Bindings, token: string, now: Date): Promise<{ token: string }> {
  const subscriber = await verifyLink(db, env, "confirm", token);
  // A link older than the week an unconfirmed address is kept no longer confirms anything.
  if (!subscriber || (!subscriber.confirmedAt && subscriber.createdAt.getTime() < now.getTime() - UNCONFIRMED_TTL_MS)) throw notFound(INVALID_LINK);
  await runBatch(db, [
    db
      .update(reminderSubscribers)
      .set({ confirmedAt: now })
      .where(and(eq(reminderSubscribers.id, subscriber.id), isNull(reminderSubscribers.confirmedAt))),
    db
      .update(reminderFollows)
      .set({ confirmedAt: now })
      .where(and(eq(reminderFollows.subscriberId, subscriber.id), isNull(reminderFollows.confirmedAt))),
  ]);
  return { token: await signLink(env, "manage", subscriber.id, subscriber.email) };
}

async function manageSubscriber(db: Db, env: Bindings, token: string) {
  const subscriber = await verifyLink(db, env, "manage", token);
  if (!subscriber) throw notFound(INVALID_LINK);
  return subscriber;
}

/** What the fan's page shows: the address, when it was confirmed, and each team followed with its city. */
export async function getReminderPage(db: Db, env: Bindings, token: string): Promise<ReminderPage> {
  const subscriber = await manageSubscriber(db, env, token);
  const rows = await db
    .select({
      team: { code: teams.code, name: teams.name, nameEs: teams.nameEs, flag: teams.flag },
      city: { slug: cities.slug, name: cities.name },
      locale: reminderFollows.locale,
      confirmedAt: reminderFollows.confirmedAt,
    })
    .from(reminderFollows)
    .innerJoin(teams, eq(teams.code, reminderFollows.teamCode))
    .innerJoin(cities, eq(cities.id, reminderFollows.cityId))
    .where(eq(reminderFollows.subscriberId, subscriber.id))
    .orderBy(reminderFollows.createdAt);
  const follows: ReminderFollowView[] = rows.map((r) => ({ ...r, confirmedAt: r.confirmedAt?.toISOString() ?? null }));
  return { email: subscriber.email, confirmedAt: subscriber.confirmedAt?.toISOString() ?? null, follows };
}

/** The fan moves a follow to another site city. */
export async function changeReminderCity(db: Db, env: Bindings, token: string, team: string, citySlug: string): Promise<ReminderPage> {
  const subscriber = await manageSubscriber(db, env, token);
  const city = await findCity(db, { city: citySlug });
  if (!city) throw notFound("City not found");
  const res = await db
    .update(reminderFollows)
    .set({ cityId: city.id })
    .where(and(eq(reminderFollows.subscriberId, subscriber.id), eq(reminderFollows.teamCode, team)));
  if (!res.meta.changes) throw notFound("You do not follow this team.");
  return getReminderPage(db, env, token);
}

/** The fan stops one team's reminders. */
export async function removeReminderFollow(db: Db, env: Bindings, token: string, team: string): Promise<ReminderPage> {
  const subscriber = await manageSubscriber(db, env, token);
  await db.delete(reminderFollows).where(and(eq(reminderFollows.subscriberId, subscriber.id), eq(reminderFollows.teamCode, team)));
  return getReminderPage(db, env, token);
}

/**
 * Forgets a fan in one batch: the address, what they follow, what they were sent, and the reminder
 * e-mails the outbox still holds for them. Unsubscribing does the same: nothing is kept to send to.
 * Idempotent: a second use of the link (a mail client retrying) finds nothing and still answers done.
 */
export async function deleteReminderSubscriber(db: Db, env: Bindings, token: string): Promise<{ deleted: boolean }> {
  const subscriber = await verifyLink(db, env, "manage", token);
  if (!subscriber) {
    if (!TOKEN.test(token)) throw notFound(INVALID_LINK);
    return { deleted: false };
  }
  await runBatch(db, [
    db.delete(emailOutbox).where(and(eq(emailOutbox.toAddress, subscriber.email), sql`${emailOutbox.headers} LIKE '%/api/reminders/unsubscribe%'`)),
    db.delete(reminderSubscribers).where(eq(reminderSubscribers.id, subscriber.id)),
  ]);
  return { deleted: true };
}

// ---- The cron: when to send, what to say -------------------------------------------------------

/**
 * When a fan in `timeZone` is reminded of a kick-off: 18:00 local the evening before a kick-off before
 * noon, else 09:00 local on the day. Local days and times use the zone's rules, DST included.
 */
export function reminderTime(kickoff: Date, timeZone: string): Date {
  const day = localDay(kickoff, timeZone);
  const hour = Number(formatter("en", timeZone, "hour").format(kickoff));
  if (hour < MORNING_ENDS_HOUR) {
    const [y, m, d] = day.split("-").map(Number);
    const before = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
    return localTimeToUtc(before, EVENING_BEFORE, timeZone);
  }
  return localTimeToUtc(day, MORNING_OF, timeZone);
}

interface DueRow {
  subscriberId: number;
  email: string;
  teamCode: string;
  locale: Locale;
  cityId: number;
  citySlug: string;
  cityName: string;
  timeZone: string;
  number: number;
  kickoffAt: number;
  told: number | null;
  sent: number;
}

interface MatchInfo {
  number: number;
  competition: { en: string; es: string };
  team1: { code: string; name: string; nameEs: string | null } | null;
  team2: { code: string; name: string; nameEs: string | null } | null;
}

const SOURCE_KEY: Record<ClaimSource, "sourceVenue" | "sourceOwner" | "sourceAdmin" | "sourceImport" | "sourceSample"> = {
  venue: "sourceVenue",
  owner: "sourceOwner",
  admin: "sourceAdmin",
  import: "sourceImport",
  sample: "sourceSample",
};

type Kind = "reminder" | "correction" | "postponed";

function formatKickoff(at: Date, timeZone: string, locale: Locale): { kickoff: string; zone: string } {
  const kickoff = formatter(locale, timeZone, "kickoff").format(at);
  const zone =
    formatter(locale, timeZone, "zone")
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value ?? timeZone;
  return { kickoff, zone };
}

/** One e-mail's subject and body. */
function writeReminder(
  env: Bindings,
  kind: Kind,
  row: DueRow,
  match: MatchInfo,
  venues: MatchVenue[] | null,
  links: { manage: string; unsubscribe: string },
): { subject: string; body: string } {
  const t = remindersT(row.locale);
  const site = getConfig(env).SITE_NAME;
  const side = (s: MatchInfo["team1"]) => (s ? teamLabel(s, row.locale) : "?");
  const title = `${side(match.team1)} – ${side(match.team2)}`;
  const competition = row.locale === "es" ? match.competition.es : match.competition.en;
  const { kickoff, zone } = formatKickoff(new Date(row.kickoffAt), row.timeZone, row.locale);
  const followed = [match.team1, match.team2].find((s) => s?.code === row.teamCode) ?? match.team1;
  const lines: string[] = [];
  if (kind === "postponed") lines.push(t("mail.postponedIntro", { match: title, competition }));
  else lines.push(t(kind === "correction" ? "mail.correctionIntro" : "mail.reminderIntro", { match: title, competition, kickoff, zone }));
  if (venues) {
    lines.push("");
    if (venues.length === 0) lines.push(t("mail.noVenues", { city: row.cityName }));
    else {
      lines.push(t("mail.venuesHeading", { city: row.cityName }));
      const date = formatter(row.locale, row.timeZone, "date");
      for (const v of venues) {
        const reason =
          v.reason === "match"
            ? t("mail.reasonMatch")
            : v.reason === "supporters" && v.supporters
              ? t("mail.reasonSupporters", { team: v.supporters.team.code === match.team1?.code ? side(match.team1) : side(match.team2) })
              : t("mail.reasonAll");
        lines.push(
          t("mail.venue", {
            name: v.venue.name,
            address: v.venue.address,
            reason,
            source: t(`mail.${SOURCE_KEY[v.claim.source]}`),
            date: date.format(new Date(v.claim.confirmedAt)),
          }),
        );
      }
    }
  }
  const matchUrl = `${siteBase(env)}${LOCALE_PREFIX[row.locale]}${matchPath(match)}`;
  lines.push("", t("mail.matchLink", { link: matchUrl }), "", t("mail.footer", { site, team: followed ? side(followed) : title, ...links }));
  const subject =
    kind === "postponed"
      ? t("mail.postponedSubject", { match: title })
      : t(kind === "correction" ? "mail.correctionSubject" : "mail.reminderSubject", { match: title, kickoff });
  return { subject, body: lines.join("\n") };
}

/**
 * The reminders due now: each confirmed fan following a side of an upcoming match with an exact
 * kick-off, once the reminder time in their city's zone has come, and never twice (reminder_sends).
 * Also the corrections: a fan already reminded of a match whose kick-off has moved, or that was
 * postponed without a new time. One query each; the e-mails are written per fan and queued with their
 * send record, a few hundred per statement.
 */
export async function sendDueReminders(db: Db, env: Bindings, now: Date): Promise<{ reminders: number; corrections: number }> {
  if (!remindersConfigured(env)) return { reminders: 0, corrections: 0 };
  const nowMs = now.getTime();
  // One row per fan and match (the first follow in the fan's order decides the city and language).
  const due = await db.all<DueRow>(sql`
    SELECT * FROM (
      SELECT s.id AS subscriberId, s.email AS email, f.team_code AS teamCode, f.locale AS locale, c.id AS cityId, c.slug AS citySlug,
        c.name AS cityName, c.time_zone AS timeZone, m.number AS number, m.kickoff_at AS kickoffAt, NULL AS told, 0 AS sent,
        row_number() OVER (PARTITION BY s.id, m.number ORDER BY f.created_at, f.team_code) AS rn
      FROM matches m
      JOIN reminder_follows f ON f.team_code IN (m.team1_code, m.team2_code) AND f.confirmed_at IS NOT NULL
      JOIN reminder_subscribers s ON s.id = f.subscriber_id AND s.confirmed_at IS NOT NULL
      JOIN cities c ON c.id = f.city_id
      WHERE m.status = 'scheduled' AND m.kickoff_precision = 'exact' AND m.kickoff_at > ${nowMs} AND m.kickoff_at <= ${nowMs + LOOKAHEAD_MS}
        AND NOT EXISTS (SELECT 1 FROM reminder_sends r WHERE r.subscriber_id = s.id AND r.match_number = m.number)
    ) WHERE rn = 1`);
  const changed = await db.all<DueRow & { status: string; precision: string }>(sql`
    SELECT * FROM (
      SELECT s.id AS subscriberId, s.email AS email, f.team_code AS teamCode, f.locale AS locale, c.id AS cityId, c.slug AS citySlug,
        c.name AS cityName, c.time_zone AS timeZone, m.number AS number, m.kickoff_at AS kickoffAt, r.kickoff_at AS told, 1 AS sent,
        m.status AS status, m.kickoff_precision AS precision,
        row_number() OVER (PARTITION BY s.id, m.number ORDER BY f.created_at, f.team_code) AS rn
      FROM reminder_sends r
      JOIN matches m ON m.number = r.match_number
      JOIN reminder_subscribers s ON s.id = r.subscriber_id
      JOIN reminder_follows f ON f.subscriber_id = s.id AND f.team_code IN (m.team1_code, m.team2_code) AND f.confirmed_at IS NOT NULL
      JOIN cities c ON c.id = f.city_id
      WHERE r.sent_at > ${nowMs - 30 * DAY}
        AND (
          (m.status = 'scheduled' AND m.kickoff_precision = 'exact' AND m.kickoff_at > ${nowMs} AND r.kickoff_at IS NOT m.kickoff_at)
          OR ((m.status = 'postponed' OR m.kickoff_precision != 'exact') AND r.kickoff_at IS NOT NULL AND r.kickoff_at > ${nowMs - DAY})
        )
    ) WHERE rn = 1`);

  const reminders = due.filter((r) => reminderTime(new Date(r.kickoffAt), r.timeZone).getTime() <= nowMs);
  const jobs: { kind: Kind; row: DueRow }[] = [
    ...reminders.map((row) => ({ kind: "reminder" as const, row })),
    ...changed.map((row) => ({ kind: row.status === "scheduled" && row.precision === "exact" ? ("correction" as const) : ("postponed" as const), row })),
  ];
  if (jobs.length === 0) return { reminders: 0, corrections: 0 };

  const numbers = [...new Set(jobs.map((j) => j.row.number))];
  const infoRows = await db.all<{ number: number; en: string; es: string; t1: string | null; t2: string | null }>(sql`
    SELECT m.number AS number, co.short_en AS en, co.short_es AS es,
      json_object('code', a.code, 'name', a.name, 'nameEs', a.name_es) AS t1, json_object('code', b.code, 'name', b.name, 'nameEs', b.name_es) AS t2
    FROM matches m JOIN competitions co ON co.id = m.competition_id
    LEFT JOIN teams a ON a.code = m.team1_code LEFT JOIN teams b ON b.code = m.team2_code
    WHERE m.number IN (SELECT value FROM json_each(${JSON.stringify(numbers)}))`);
  const infos = new Map<number, MatchInfo>(
    infoRows.map((r) => {
      const side = (j: string | null) => {
        const v = j ? (JSON.parse(j) as { code: string | null; name: string; nameEs: string | null }) : null;
        return v?.code ? { code: v.code, name: v.name, nameEs: v.nameEs } : null;
      };
      return [r.number, { number: r.number, competition: { en: r.en, es: r.es }, team1: side(r.t1), team2: side(r.t2) }];
    }),
  );

  // The venues of each (match, city) once: fans of the same city share the list.
  const venueLists = new Map<string, Promise<MatchVenue[]>>();
  const venuesOf = (row: DueRow) => {
    const key = `${row.number}:${row.citySlug}`;
    let list = venueLists.get(key);
    if (!list) {
      const info = infos.get(row.number);
      list = cityVenuesForMatch(
        db,
        row.number,
        [info?.team1?.code, info?.team2?.code].filter((c): c is string => !!c),
        row.citySlug,
        new Date(row.kickoffAt),
      );
      venueLists.set(key, list);
    }
    return list;
  };

  const outbox: { to: string; subject: string; body: string; dedupe: string; headers: string }[] = [];
  const sends: { s: number; n: number; k: number | null }[] = [];
  for (const { kind, row } of jobs) {
    const info = infos.get(row.number);
    if (!info) continue;
    const links = await linksFor(env, row.locale, row.subscriberId, row.email);
    const venues = kind === "postponed" ? null : await venuesOf(row);
    const { subject, body } = writeReminder(env, kind, row, info, venues, links);
    const told = kind === "postponed" ? null : row.kickoffAt;
    outbox.push({
      to: row.email,
      subject,
      body,
      dedupe: `reminder:${row.subscriberId}:${row.number}:${told ?? "postponed"}`,
      headers: JSON.stringify(links.headers),
    });
    sends.push({ s: row.subscriberId, n: row.number, k: told });
  }

  // Each chunk is one batch: the e-mails and their send records together, so a retried run (or a
  // concurrent one) finds the record and the dedupe key, and never queues an e-mail twice.
  for (let i = 0; i < outbox.length; i += ROWS_PER_STATEMENT) {
    const mails = JSON.stringify(outbox.slice(i, i + ROWS_PER_STATEMENT));
    const records = JSON.stringify(sends.slice(i, i + ROWS_PER_STATEMENT));
    await runBatch(db, [
      sql`INSERT INTO reminder_sends (subscriber_id, match_number, kickoff_at, sent_at)
        SELECT value ->> 's', value ->> 'n', value ->> 'k', ${nowMs} FROM json_each(${records})
        WHERE EXISTS (SELECT 1 FROM reminder_subscribers WHERE id = value ->> 's')
        ON CONFLICT (subscriber_id, match_number) DO UPDATE SET kickoff_at = excluded.kickoff_at, sent_at = excluded.sent_at`,
      sql`INSERT INTO email_outbox (to_address, subject, body, dedupe_key, headers, next_attempt_at, created_at)
        SELECT value ->> 'to', value ->> 'subject', value ->> 'body', value ->> 'dedupe', value ->> 'headers', ${nowMs}, ${nowMs} FROM json_each(${mails})
        WHERE EXISTS (SELECT 1 FROM reminder_subscribers WHERE email = value ->> 'to')
        ON CONFLICT DO NOTHING`,
    ]);
  }
  return { reminders: reminders.length, corrections: changed.length };
}

/** Cron: an address never confirmed is forgotten after a week, with its follows and its confirmation e-mails. */
export async function forgetUnconfirmedReminders(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_TTL_MS);
  const stale = and(isNull(reminderSubscribers.confirmedAt), lt(reminderSubscribers.createdAt, cutoff));
  await runBatch(db, [
    sql`DELETE FROM email_outbox WHERE headers LIKE '%/api/reminders/unsubscribe%'
      AND to_address IN (SELECT email FROM reminder_subscribers WHERE confirmed_at IS NULL AND created_at < ${cutoff.getTime()})`,
    db.delete(reminderSubscribers).where(stale),
    // A confirmed fan's follow added later and never confirmed goes too.
    db.delete(reminderFollows).where(and(isNull(reminderFollows.confirmedAt), lt(reminderFollows.createdAt, cutoff))),
    db.delete(reminderSends).where(lt(reminderSends.sentAt, new Date(now.getTime() - 60 * DAY))),
  ]);
}
