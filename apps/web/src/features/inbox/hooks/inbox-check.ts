import { INBOX_CHECK } from '@arcadia/contract/inbox';

/**
 * Spec 000 §7: the inbox check runs 1 s after sign-in and is retried once after 500 ms when it
 * fails. Returns a cancel function; `found` gets the newest recent unread message (or null).
 */
export function scheduleInboxCheck<T>(check: () => Promise<T>, found: (value: T) => void, timers = { setTimeout, clearTimeout }) {
  let cancelled = false;
  let handle = timers.setTimeout(run, INBOX_CHECK.delayMs);
  async function run(retry = true) {
    try {
      const value = await check();
      if (!cancelled) found(value);
    } catch {
      if (!cancelled && retry) handle = timers.setTimeout(() => run(false), INBOX_CHECK.retryMs);
    }
  }
  return () => {
    cancelled = true;
    timers.clearTimeout(handle);
  };
}
