import { domainUrl, SPEED_TEST } from '@arcadia/contract/mirrors';

export type Measure = (domain: string) => Promise<number>;

/** Loads an image and resolves whether it arrived (a stand-in in tests). */
export type LoadImage = (url: string, signal: AbortSignal) => Promise<boolean>;

/** The browser's image load: `{domain}/res/logo.png?timeStamp` is an <img>, not a fetch (spec 001 §7). */
export const browserLoadImage: LoadImage = (url, signal) =>
  new Promise((resolve) => {
    const img = new Image();
    const done = (ok: boolean) => {
      img.onload = img.onerror = null;
      resolve(ok);
    };
    img.onload = () => done(true);
    img.onerror = () => done(false);
    signal.addEventListener('abort', () => {
      img.src = '';
      done(false);
    });
    img.src = url;
  });

/**
 * Spec 001 §7 mirror speed test: first the image load of {domain}/res/logo.png?{timeStamp} (works on
 * any mirror, even one whose API is blocked by CORS), timed; when the image does not load, the second
 * probe, GET {domain}/wps/system/test/ping?speed={timestamp}. Returns whole milliseconds (at least 1),
 * or 0 when neither answers within the timeout.
 */
export function createMeasure(deps: { fetch: typeof fetch; now: () => number; timeoutMs?: number; loadImage?: LoadImage }): Measure {
  return async (domain) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? SPEED_TEST.timeoutMs);
    let started = deps.now();
    try {
      if (deps.loadImage && (await deps.loadImage(`${domainUrl(domain)}/res/logo.png?${Date.now()}`, controller.signal)))
        return Math.max(1, Math.round(deps.now() - started));
      if (controller.signal.aborted) return 0;
      started = deps.now();
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
