import type { Messages } from "../../catalog";
import type en from "../en/submit";

export default {} satisfies Messages<typeof en>;
