import city from "./city";
import common from "./common";
import content from "./content";
import fixtures from "./fixtures";
import home from "./home";
import matches from "./matches";
import meta from "./meta";
import reminders from "./reminders";
import submit from "./submit";
import venues from "./venues";

/** Every namespace of this language (the Worker's; the app loads them one by one). */
export default { common, meta, home, city, venues, matches, submit, content, fixtures, reminders };
