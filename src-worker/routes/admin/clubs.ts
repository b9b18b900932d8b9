// /api/admin/clubs: the club editor's list and edit (the guard in routes/admin/index.ts checks the
// sign-in and the Origin).
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { json, param, query } from "../../lib/validate";
import { editClub, listClubs } from "../../services/admin/admin-clubs";
import { adminClubQuery, clubCodeParams, clubEditBody } from "../../shared/contract/admin-clubs";

export const adminClubRoutes = new Hono<AppEnv>()
  .get("/", query(adminClubQuery), async (c) => c.json(await listClubs(c.var.db, c.req.valid("query"))))
  .patch("/:code", param(clubCodeParams), json(clubEditBody), async (c) => {
    const { changed, club } = await editClub(c.var.db, c.req.valid("param").code, c.req.valid("json"), c.var.now);
    return c.json({ success: true as const, changed, club });
  });
