// /api/reminders: match reminders by e-mail, without an account (docs/decisions/031). The sign-up
// answers the same whatever is known; every other call is authorised by a signed link's token.
import { type Context, Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError, tooManyRequests } from "../lib/errors";
import { json, param, query } from "../lib/validate";
import { minutes, perIp, rateLimit } from "../middleware/rate-limit";
import { hashToken } from "../services/auth/admin-auth";
import {
  changeReminderCity,
  confirmReminders,
  deleteReminderSubscriber,
  getReminderPage,
  removeReminderFollow,
  signUpForReminders,
} from "../services/mail/reminders";
import { enforceRateLimit } from "../services/platform/rate-limit";
import { reminderCityBody, reminderFollowParams, reminderSignUpBody, reminderTokenBody, reminderTokenQuery } from "../shared/contract/reminders";
import { RATE_LIMITS } from "../shared/limits";

const LIMITS = RATE_LIMITS.reminderSignUps;
const TOO_MANY = "Too many reminder sign-ups.";

const signUpLimit = rateLimit([{ key: perIp("reminders"), max: LIMITS.perIp, windowMs: minutes(LIMITS.windowMinutes) }], { message: TOO_MANY });

/** Per address too, kept as a hash: no address in the limits table. */
async function limitPerEmail(c: Context<AppEnv>, email: string): Promise<void> {
  try {
    await enforceRateLimit(
      c.var.db,
      {
        key: `reminders:email:${await hashToken(email)}`,
        max: LIMITS.perEmail,
        windowSeconds: minutes(LIMITS.windowMinutes) / 1000,
      },
      // Rate limits count real seconds, whatever the site's clock says (docs/decisions/036).
      Date.now(),
    );
  } catch (err) {
    if (err instanceof ApiError && err.status === 429) throw tooManyRequests(Number(err.headers?.["Retry-After"]), TOO_MANY);
    throw err;
  }
}

const PRIVATE = { "Cache-Control": "private, no-store" };

export const reminderRoutes = new Hono<AppEnv>()
  .post("/", json(reminderSignUpBody), signUpLimit, async (c) => {
    const body = c.req.valid("json");
    await limitPerEmail(c, body.email);
    await signUpForReminders(c.var.db, c.env, body, c.var.now);
    return c.json({ accepted: true as const }, 202, PRIVATE);
  })
  .post("/confirm", json(reminderTokenBody), async (c) => {
    const { token } = await confirmReminders(c.var.db, c.env, c.req.valid("json").token, c.var.now);
    return c.json({ confirmed: true as const, token }, 200, PRIVATE);
  })
  .get("/manage", query(reminderTokenQuery), async (c) => c.json(await getReminderPage(c.var.db, c.env, c.req.valid("query").token), 200, PRIVATE))
  .patch("/manage/follows/:team", param(reminderFollowParams), query(reminderTokenQuery), json(reminderCityBody), async (c) =>
    c.json(await changeReminderCity(c.var.db, c.env, c.req.valid("query").token, c.req.valid("param").team, c.req.valid("json").city), 200, PRIVATE),
  )
  .delete("/manage/follows/:team", param(reminderFollowParams), query(reminderTokenQuery), async (c) =>
    c.json(await removeReminderFollow(c.var.db, c.env, c.req.valid("query").token, c.req.valid("param").team), 200, PRIVATE),
  )
  .delete("/manage", query(reminderTokenQuery), async (c) => c.json(await deleteReminderSubscriber(c.var.db, c.env, c.req.valid("query").token), 200, PRIVATE))
  // RFC 8058 one-click: the mail client POSTs "List-Unsubscribe=One-Click" here, without a person
  // (and without the site's Origin): the signed token is the authority, and no cookie is read.
  .post("/unsubscribe", query(reminderTokenQuery), async (c) =>
    c.json(await deleteReminderSubscriber(c.var.db, c.env, c.req.valid("query").token), 200, PRIVATE),
  )
  // A person opening the header's address: the page with the button (mail scanners fetch links;
  // a GET never unsubscribes).
  .get("/unsubscribe", query(reminderTokenQuery), (c) => c.redirect(`/reminders/unsubscribe?token=${c.req.valid("query").token}`, 303));
