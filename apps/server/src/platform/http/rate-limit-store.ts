import type { Clock } from '../clock.js';

type Counter = { current: number; ttl: number; iterationStartMs: number };
type Done = (err: Error | null, res: { current: number; ttl: number }) => void;

/** Keys kept per limit (the plugin's own default): the oldest window is forgotten first. */
const MAX_KEYS = 5000;

/**
 * The in-process store of @fastify/rate-limit, counting windows on the app's clock instead of
 * Date.now (ADR 046, ADR 051): a test moves the clock past "one password change per 3 s" or the
 * captcha's 250 ms pace instead of sleeping through it, and the e2e test clock moves the limits
 * with everything else. Same fixed-window semantics as the plugin's LocalStore (no backoff and no
 * continueExceeding, which no route of ours sets). With Redis the plugin's Redis store counts
 * instead (several instances share the counters), on Redis's time.
 */
export function clockRateLimitStore(clock: Clock) {
  const now = () => clock.now().getTime();
  return class ClockRateLimitStore {
    private readonly windows = new Map<string, Counter>();

    incr(key: string, done: Done, timeWindow: number): void {
      const at = now();
      let c = this.windows.get(key);
      if (!c || c.iterationStartMs + timeWindow <= at) c = { current: 1, ttl: timeWindow, iterationStartMs: at };
      else c = { ...c, current: c.current + 1, ttl: timeWindow - (at - c.iterationStartMs) };
      // Re-inserted at the end: Map order is then least recently counted first.
      this.windows.delete(key);
      this.windows.set(key, c);
      if (this.windows.size > MAX_KEYS) this.windows.delete(this.windows.keys().next().value as string);
      done(null, { current: c.current, ttl: c.ttl });
    }

    read(key: string, done: Done, timeWindow: number): void {
      const at = now();
      const c = this.windows.get(key);
      if (!c || c.iterationStartMs + timeWindow <= at) done(null, { current: 0, ttl: 0 });
      else done(null, { current: c.current, ttl: timeWindow - (at - c.iterationStartMs) });
    }

    /** Each route's limit counts on its own, as with the plugin's stores. */
    child(): ClockRateLimitStore {
      return new ClockRateLimitStore();
    }
  };
}
