import { createApp } from "./app";
import { runScheduled } from "./cron";
import type { Bindings } from "./env";
import { reportProductionGaps } from "./middleware/production-config";

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    reportProductionGaps(env);
    ctx.waitUntil(runScheduled(env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Bindings>;
