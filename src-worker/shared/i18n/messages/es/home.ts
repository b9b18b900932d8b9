import type { Messages } from "../../catalog";
import type en from "../en/home";

export default {} satisfies Messages<typeof en>;
