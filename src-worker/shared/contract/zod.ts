// zod for every contract, set up once: without eval. A strict CSP reports zod's eval probe as a
// violation even though the throw is caught, and the Workers runtime refuses eval anyway.
import { z } from "zod";

z.config({ jitless: true });

export { z };
