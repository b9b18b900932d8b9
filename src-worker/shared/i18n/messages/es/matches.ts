import type { Messages } from "../../catalog";
import type en from "../en/matches";

export default {} satisfies Messages<typeof en>;
