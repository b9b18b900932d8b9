// /api/admin/export/*: downloads for admins (the guard in routes/admin/index.ts checks the sign-in).
// Venues in the standalone import's format (every city zipped, or one city), the blog as Markdown
// files in a zip or as JSON. Every answer is a file to save: attachment, never cached.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { param } from "../../lib/validate";
import { allVenuesZip, blogJson, blogMarkdownZip, cityVenuesCsv } from "../../services/content/exports";
import { citySlugParams } from "../../shared/contract/cities";

const day = (now: Date) => now.toISOString().slice(0, 10);

const attachment = (fileName: string, type: string) => ({
  "Content-Type": type,
  "Content-Disposition": `attachment; filename="${fileName}"`,
  "Cache-Control": "private, no-store",
});

export const adminExportRoutes = new Hono<AppEnv>()
  .get("/venues.zip", async (c) =>
    c.body((await allVenuesZip(c.var.db, c.var.now)).slice().buffer, 200, attachment(`venues-${day(c.var.now)}.zip`, "application/zip")),
  )
  .get("/cities/:slug/venues.csv", param(citySlugParams), async (c) => {
    const { slug } = c.req.valid("param");
    return c.body(await cityVenuesCsv(c.var.db, slug), 200, attachment(`venues-${slug}-${day(c.var.now)}.csv`, "text/csv; charset=utf-8"));
  })
  .get("/blog.zip", async (c) =>
    c.body((await blogMarkdownZip(c.var.db, c.var.now)).slice().buffer, 200, attachment(`blog-${day(c.var.now)}.zip`, "application/zip")),
  )
  .get("/blog.json", async (c) =>
    c.json(await blogJson(c.var.db, c.var.now), 200, attachment(`blog-${day(c.var.now)}.json`, "application/json; charset=utf-8")),
  );
