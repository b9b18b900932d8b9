import type { D1Migration } from "cloudflare:test";
import type { Secrets } from "../../src-worker/env";

declare global {
  namespace Cloudflare {
    interface Env extends Secrets {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
