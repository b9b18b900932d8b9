import { createApp } from "./app";
import { runScheduled } from "./cron";
import { createDb } from "./db/client";
import type { Bindings } from "./env";
import { reportProductionGaps } from "./middleware/production-config";
import { deliverQueued, httpEmailSender, type OutboxMessage } from "./services/mail/email-sender";

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    reportProductionGaps(env);
    // Whatever goes wrong is logged: a rejected waitUntil would vanish without a word.
    ctx.waitUntil(
      runScheduled(env, new Date(controller.scheduledTime)).then(
        (results) => console.log(JSON.stringify({ cron: controller.cron, results })),
        (err) => console.error(JSON.stringify({ cron: controller.cron, error: String(err instanceof Error ? (err.stack ?? err) : err) })),
      ),
    );
  },
  // The e-mail queue's consumer: one batch of outbox rows per invocation (cron.ts fans them out).
  async queue(batch: MessageBatch<OutboxMessage>, env) {
    await deliverQueued(
      createDb(env.DB),
      httpEmailSender(env),
      batch.messages.map((m) => m.body),
      new Date(),
    );
    batch.ackAll();
  },
} satisfies ExportedHandler<Bindings, OutboxMessage>;
