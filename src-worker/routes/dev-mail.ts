// GET /dev/mail: the development mailbox, listing what the e-mail outbox holds. 404 in production.
import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { emailOutbox } from "../db/schema";
import type { AppEnv } from "../env";
import { getConfig } from "../env";
import { devMailPage } from "../html/dev-mail-page";
import { notFound } from "../lib/errors";

/** The newest e-mails shown. */
const SHOWN = 50;

export const devMailRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const config = getConfig(c.env);
  if (config.ENVIRONMENT === "production") throw notFound("Not found");
  const rows = await c.var.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(SHOWN);
  const mails = rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    body: r.body,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    headers: r.headers,
  }));
  return c.html(devMailPage(config.SITE_NAME, mails), 200, { "Cache-Control": "no-store" });
});
