import { DOMAIN_PING_TIMEOUT_MS, MAX_DOMAINS_PINGED } from '@arcadia/contract';

export type PingFetch = (url: string, init: { signal: AbortSignal }) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export type DomainSelectDeps = {
  fetch: PingFetch;
  now: () => number;
  /** Returns a number in [0, 1); injected so tests can fix the shuffle. */
  random: () => number;
  timeoutMs?: number;
};

/** The outcome: the chosen base URL ('' = same origin), or null when every ping failed. */
export type DomainChoice = { base: string } | null;

export function pickRandom<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

async function ping(domain: string, deps: DomainSelectDeps): Promise<string> {
  const base = domain.replace(/\/+$/, '');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? DOMAIN_PING_TIMEOUT_MS);
  try {
    const res = await deps.fetch(`${base}/wps/system/test/ping?speed=${deps.now()}`, { signal: controller.signal });
    if (!res.ok) throw new Error('ping failed');
    const body = (await res.json()) as { success?: unknown } | null;
    if (body?.success !== true) throw new Error('ping failed');
    return base;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Spec 000 §7: up to 10 random domains are pinged in parallel; the first success wins.
 * An empty list means the API is on the page's own origin.
 */
export async function selectDomain(domains: readonly string[], deps: DomainSelectDeps): Promise<DomainChoice> {
  const candidates = domains.map((d) => d.trim()).filter(Boolean);
  if (candidates.length === 0) return { base: '' };
  const chosen = pickRandom(candidates, MAX_DOMAINS_PINGED, deps.random);
  try {
    return { base: await Promise.any(chosen.map((d) => ping(d, deps))) };
  } catch {
    return null;
  }
}
