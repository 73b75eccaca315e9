import { domainUrl, SPEED_TEST } from '@arcadia/contract/mirrors';

export type Measure = (domain: string) => Promise<number>;

/**
 * Times GET {domain}/wps/system/test/ping?speed={timestamp} (spec 000 §7). Returns whole
 * milliseconds (at least 1), or 0 when the domain cannot be reached within the timeout.
 */
export function createMeasure(deps: { fetch: typeof fetch; now: () => number; timeoutMs?: number }): Measure {
  return async (domain) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? SPEED_TEST.timeoutMs);
    const started = deps.now();
    try {
      const res = await deps.fetch(`${domainUrl(domain)}/wps/system/test/ping?speed=${Date.now()}`, {
        cache: 'no-store',
        credentials: 'omit',
        signal: controller.signal,
      });
      if (!res.ok) return 0;
      await res.arrayBuffer();
      return Math.max(1, Math.round(deps.now() - started));
    } catch {
      return 0;
    } finally {
      clearTimeout(timer);
    }
  };
}
