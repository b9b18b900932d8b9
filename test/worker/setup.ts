// Storage is not isolated between tests in this pool version: start every test from empty tables.
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";
import { resetStorage } from "./storage";

beforeEach(resetStorage);

/**
 * TEST_CLOCK_SHIFT_DAYS moves this isolate's machine clock (Date, and so the Worker's own) that many
 * days ahead, as if the suite ran on a later day. `npm test` runs the suite a year ahead: a test that
 * compares a fixed date with the real one, or a write stamped by the database's clock instead of the
 * run's, fails there and not only once the calendar gets there (docs/decisions/036).
 */
const shiftMs = Number((env as { TEST_CLOCK_SHIFT_DAYS?: string }).TEST_CLOCK_SHIFT_DAYS || 0) * 86_400_000;
if (shiftMs) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + shiftMs);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now() {
      return RealDate.now() + shiftMs;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
