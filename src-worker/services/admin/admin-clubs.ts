// The club editor (docs/decisions/035), free of HTTP: clubs listed with a search and pages, and an edit
// of a club's names and country. The edit, its admin_logs row (before and after) and the "matches"
// cache bump (team and match pages show the names and flag) are one batch. Feeds never write a stored
// club (services/matches/feeds/apply.ts inserts new ones only), so an edit stays.
import { and, asc, eq, like, or, type SQL, sql } from "drizzle-orm";
import { runBatch } from "../../db/batch";
import type { Db } from "../../db/client";
import { teams } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { ADMIN_CLUBS_PAGE, type AdminClub, type AdminClubPage, type adminClubQuery, type ClubEdit } from "../../shared/contract/admin-clubs";
import type { z } from "../../shared/contract/zod";
import { flagOf } from "../../shared/flags";
import { logStatement } from "../platform/admin-logs";
import { bumpDataVersions } from "../platform/data-versions";
import { requireCompetition } from "./admin-matches";

const clubCompetitions = sql<string>`(SELECT json_group_array(DISTINCT m.competition_id) FROM matches m WHERE m.team1_code = ${teams.code} OR m.team2_code = ${teams.code})`;

const clubColumns = {
  code: teams.code,
  name: teams.name,
  shortName: teams.shortName,
  nameEs: teams.nameEs,
  country: teams.country,
  flag: teams.flag,
  sourceName: teams.sourceName,
  competitions: clubCompetitions,
};

type ClubRow = { competitions: string } & Omit<AdminClub, "competitions">;
const toClub = ({ competitions, ...c }: ClubRow): AdminClub => ({ ...c, competitions: (JSON.parse(competitions) as string[]).sort() });

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function listClubs(db: Db, filter: z.output<typeof adminClubQuery>): Promise<AdminClubPage> {
  const where: SQL[] = [eq(teams.kind, "club")];
  if (filter.q) {
    const p = likeText(filter.q);
    where.push(
      or(
        sql`${teams.name} LIKE ${p} ESCAPE '\\'`,
        sql`${teams.shortName} LIKE ${p} ESCAPE '\\'`,
        sql`${teams.nameEs} LIKE ${p} ESCAPE '\\'`,
        sql`${teams.sourceName} LIKE ${p} ESCAPE '\\'`,
        like(teams.code, p),
      ) as SQL,
    );
  }
  if (filter.competition) {
    where.push(
      sql`EXISTS (SELECT 1 FROM matches m WHERE m.competition_id = ${filter.competition} AND (m.team1_code = ${teams.code} OR m.team2_code = ${teams.code}))`,
    );
  }
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(clubColumns)
      .from(teams)
      .where(and(...where))
      .orderBy(asc(teams.name), asc(teams.code))
      .limit(ADMIN_CLUBS_PAGE)
      .offset((filter.page - 1) * ADMIN_CLUBS_PAGE),
    db
      .select({ total: sql<number>`count(*)` })
      .from(teams)
      .where(and(...where)),
  ]);
  if (!rows.length && filter.competition) await requireCompetition(db, filter.competition);
  return { clubs: rows.map(toClub), total: Number(total), page: filter.page, pageSize: ADMIN_CLUBS_PAGE };
}

/** A club's names and country; its flag follows the country (empty without one). */
export async function editClub(db: Db, code: string, body: ClubEdit, now: Date): Promise<{ changed: boolean; club: AdminClub }> {
  const [row] = await db
    .select(clubColumns)
    .from(teams)
    .where(and(eq(teams.code, code), eq(teams.kind, "club")));
  if (!row) throw notFound("Club not found");
  const current = toClub(row);
  const after = { name: body.name, shortName: body.shortName, nameEs: body.nameEs, country: body.country, flag: body.country ? flagOf(body.country) : "" };
  const before = { name: current.name, shortName: current.shortName, nameEs: current.nameEs, country: current.country, flag: current.flag };
  if (JSON.stringify(before) === JSON.stringify(after)) return { changed: false, club: current };
  await runBatch(db, [
    db.update(teams).set(after).where(eq(teams.code, code)),
    logStatement(db, "club_edited", { code, before, after }, now.getTime()),
    bumpDataVersions(db, ["matches"]),
  ]);
  return { changed: true, club: { ...current, ...after } };
}
