import type { Messages } from "../../catalog";
import type en from "../en/content";

export default {} satisfies Messages<typeof en>;
