// Resolves in a new task, so that long work done in steps lets the browser paint and answer
// input between them. scheduler.yield() where the browser has it (its continuation runs ahead
// of other queued work), else a zero-delay timer.

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
