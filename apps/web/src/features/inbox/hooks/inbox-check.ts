import { INBOX_CHECK } from '@arcadia/contract/inbox';

type Timers = { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
// Called through wrappers: the browser's timer functions throw "Illegal invocation" on another `this`.
const browserTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Spec 000 §7: the inbox check runs 1 s after sign-in and is retried once after 500 ms when it
 * fails. Returns a cancel function; `found` gets the newest recent unread message (or null).
 */
export function scheduleInboxCheck<T>(check: () => Promise<T>, found: (value: T) => void, timers: Timers = browserTimers) {
  let cancelled = false;
  let handle = timers.set(() => void run(), INBOX_CHECK.delayMs);
  async function run(retry = true) {
    try {
      const value = await check();
      if (!cancelled) found(value);
    } catch {
      if (!cancelled && retry) handle = timers.set(() => void run(false), INBOX_CHECK.retryMs);
    }
  }
  return () => {
    cancelled = true;
    timers.clear(handle);
  };
}
