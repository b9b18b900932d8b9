// Delete-all calls run only with the phrase typed by the admin; anything else (no body, a wrong or
// malformed body) gets the instruction instead of a generic validation error.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../env";
import { badRequest } from "../../lib/errors";

export const confirmedDeleteAll =
  (phrase: string, what: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const body = (await c.req.json().catch(() => null)) as { confirm?: unknown } | null;
    if (body?.confirm !== phrase) throw badRequest(`To delete ${what}, send {"confirm": "${phrase}"}.`);
    await next();
  };
