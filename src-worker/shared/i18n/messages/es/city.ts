import type { Messages } from "../../catalog";
import type en from "../en/city";

export default {
  list: {
    showing: "{count, plural, one {# lugar} other {# lugares}} en {city}",
    range: " ({from, number} a {to, number})",
    noMore: "No hay más lugares aquí.",
    seeFirst: "Ver los primeros lugares de {city}",
    showMore: "Ver más lugares",
  },
} satisfies Messages<typeof en>;
