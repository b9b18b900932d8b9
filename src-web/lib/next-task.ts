// Task boundaries in the app's start-up (decision 051). Evaluating the app's modules in one go is one
// long task; a module that imports this one is evaluated in a later task than the modules imported
// before it, so the browser can paint and answer a tap in between.

/** Resolves in a task of its own, after what the browser has queued. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await nextTask();
