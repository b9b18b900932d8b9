// The visitor's time zone as the edge knows it (the platform's `request.cf.timezone`, from the
// visitor's network address), so what's on and a league's page can inline the matches of the visitor's
// own days: the app, which asks in the browser's zone, then finds its answer there and asks nothing.
// A zone the runtime does not know, or none (a request without `cf`), is the default visitor's.
import { isIanaTimeZone } from "../shared/time-zones";
import { DEFAULT_VISITOR_ZONE } from "../shared/whats-on";

export function edgeVisitorZone(req: Request): string {
  const zone = (req as Request & { cf?: { timezone?: unknown } }).cf?.timezone;
  return typeof zone === "string" && isIanaTimeZone(zone) ? zone : DEFAULT_VISITOR_ZONE;
}

/** Pages whose first paint is drawn in the visitor's zone: their cached copies are kept per zone. */
export const isZonedPage = (pathname: string) => /^(?:\/es)?\/(?:matches|competitions\/[^/]+)\/?$/.test(pathname);
