// React DOM is the app's longest module to evaluate (its compile included), so it gets a task of its
// own (decision 051): next-task's own await ends the task before it, the await below the one it runs in.
import "./next-task";
import { createRoot } from "react-dom/client";
import { nextTask } from "./next-task";

await nextTask();

export { createRoot };
