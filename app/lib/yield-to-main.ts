type Scheduler = { yield?: () => Promise<void> };

/**
 * Lets the browser handle input and paint before the next piece of start-up work:
 * `scheduler.yield()` where the browser has it, else a message-channel hop (not a
 * timer, so a test that freezes the page's clock is not held up). The inline boot
 * script has the same two lines as `pauseFunction` in scripts/lib/defer-hydration.ts:
 * it runs before any module is loaded, so it cannot import this one.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
