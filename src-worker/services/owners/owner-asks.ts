// Owners are asked to keep their listing true (docs/decisions/031): once a month, and before a
// competition's new season, each owner of an approved venue gets an e-mail through the outbox asking
// them to confirm its hours and what it shows, with one sign-in link that opens the listing. Each ask
// goes once (the outbox's dedupe key), and its link's token is stored only when its e-mail is queued.
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { runBatch, type Statement } from "../../db/batch";
import type { Db } from "../../db/client";
import { competitions, matches, venueOwners, venues } from "../../db/schema";
import type { Bindings } from "../../env";
import { getConfig } from "../../env";
import { STALE_LISTING_DAYS } from "../../shared/constants";
import { hashToken } from "../auth/admin-auth";
import { newToken, signInUrl } from "../auth/owner-auth";
import { enqueueEmailIf } from "../mail/email-outbox";

const DAY = 24 * 60 * 60 * 1000;
/** An ask's sign-in link works once, within a week (a sign-in link asked for on the site: 15 minutes). */
const ASK_LINK_TTL_MS = 7 * DAY;
/** The monthly ask goes from this hour (UTC) to the end of the month's first day: morning across the US. */
const MONTHLY_HOUR_UTC = 15;
/** A listing confirmed this recently is not asked again this month. */
const RECENTLY_CONFIRMED_MS = 20 * DAY;
/** A season's ask goes this long before its first match. */
const SEASON_LEAD_MS = 14 * DAY;

interface Ask {
  key: string;
  intro: string;
}

/** The asks due now: this month's (from the 1st, 15:00 UTC) and one per week in which a competition's season starts. */
async function asksDue(db: Db, now: Date): Promise<{ monthly: Ask | null; seasons: Ask[] }> {
  const month = now.toISOString().slice(0, 7);
  const monthLabel = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(now);
  // The 1st only (a deploy mid-month does not ask at once); the dedupe key keeps it to one per month.
  const monthly =
    now.getUTCDate() === 1 && now.getUTCHours() >= MONTHLY_HOUR_UTC
      ? { key: month, intro: `It is ${monthLabel}: please check that your listing is still right.` }
      : null;
  const firsts = await db
    .select({ id: competitions.id, name: competitions.nameEn, first: sql<number>`min(${matches.kickoffAt})` })
    .from(competitions)
    .innerJoin(matches, eq(matches.competitionId, competitions.id))
    .groupBy(competitions.id)
    .having(and(gt(sql`min(${matches.kickoffAt})`, now.getTime()), lte(sql`min(${matches.kickoffAt})`, now.getTime() + SEASON_LEAD_MS)));
  // Leagues starting the same week share one ask.
  const byWeek = new Map<string, { names: string[]; first: number }>();
  for (const c of firsts) {
    const d = new Date(Number(c.first));
    const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7))).toISOString().slice(0, 10);
    const week = byWeek.get(monday) ?? { names: [], first: Number(c.first) };
    week.names.push(c.name);
    week.first = Math.min(week.first, Number(c.first));
    byWeek.set(monday, week);
  }
  const day = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
  const seasons = [...byWeek].map(([monday, w]) => ({
    key: `season:${monday}`,
    intro: `A new season starts on ${day.format(w.first)} (${w.names.sort().join(", ")}): before it does, please check what your listing says you show.`,
  }));
  return { monthly, seasons };
}

/** Cron: queues each owner's asks that are due and not yet sent. Returns how many were due (sent now or before). */
export async function askOwnersToConfirm(db: Db, env: Bindings, now: Date): Promise<number> {
  const { monthly, seasons } = await asksDue(db, now);
  if (!monthly && seasons.length === 0) return 0;
  const owned = await db
    .select({ email: venueOwners.email, id: venues.id, name: venues.name, verifiedAt: venues.verifiedAt })
    .from(venueOwners)
    .innerJoin(venues, and(eq(venues.id, venueOwners.venueId), eq(venues.status, "approved")));
  const config = getConfig(env);
  const statements: Statement[] = [];
  for (const o of owned) {
    const fresh = o.verifiedAt && now.getTime() - o.verifiedAt.getTime() < RECENTLY_CONFIRMED_MS;
    const asks = [...(monthly && !fresh ? [monthly] : []), ...seasons];
    for (const ask of asks) {
      const dedupeKey = `owner-ask:${o.id}:${o.email}:${ask.key}`;
      const token = newToken();
      const notSent = sql`NOT EXISTS (SELECT 1 FROM email_outbox WHERE dedupe_key = ${dedupeKey})`;
      const last = o.verifiedAt
        ? `The listing was last confirmed by you on ${new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(o.verifiedAt)}.`
        : "The listing has not been confirmed by its owner yet.";
      const body = [
        "Hello,",
        "",
        `${ask.intro} Fans rely on ${o.name}'s opening hours and on the matches it says it shows.`,
        last,
        "",
        'Sign in to the listing with this link (it works once, within 7 days), check it, and press "Everything is still accurate":',
        signInUrl(config.SITE_URL, token, o.id),
        "",
        `A listing not confirmed for more than ${STALE_LISTING_DAYS} days says so on its page.`,
        "",
        `${config.SITE_NAME} Team`,
      ].join("\n");
      // The token first, on the same condition: a link is stored only with the e-mail that carries it.
      statements.push(
        sql`INSERT INTO owner_sign_in_tokens (token_hash, email, expires_at, created_at)
          SELECT ${await hashToken(token)}, ${o.email}, ${now.getTime() + ASK_LINK_TTL_MS}, ${now.getTime()} WHERE ${notSent}`,
        enqueueEmailIf({ to: o.email, subject: `Is the listing of ${o.name} still right?`, body, dedupeKey, at: now }, notSent),
      );
    }
  }
  for (let i = 0; i < statements.length; i += 50) await runBatch(db, statements.slice(i, i + 50));
  return statements.length / 2;
}
