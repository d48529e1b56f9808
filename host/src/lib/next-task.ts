// The start's long steps end their task here, so that a tap meanwhile is answered between them: on a page the server
// drew, they run after the first paint, and one task holding several of them would keep a phone from answering for
// a tenth of a second or more.

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a later task: `scheduler.yield()` where the browser has it (no timer's delay), else a timer. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}
