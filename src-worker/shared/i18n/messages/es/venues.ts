import type { Messages } from "../../catalog";
import type en from "../en/venues";

export default {
  badge: {
    featured: "Destacado",
    sample: "Ficha de muestra",
  },
} satisfies Messages<typeof en>;
