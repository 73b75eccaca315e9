/** Lets an action through at most once per `intervalMs` (captcha refresh: once per second, spec 000 §5). */
export function createRefreshGate(intervalMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    /** True when the action may run now (and records it). */
    tryPass(): boolean {
      const t = now();
      if (t - last < intervalMs) return false;
      last = t;
      return true;
    },
    /** Milliseconds until the next pass is allowed. */
    wait(): number {
      return Math.max(0, last + intervalMs - now());
    },
  };
}
