import { describe, expect, it } from 'vitest';
import { type PingFetch, pickRandom, selectDomain } from '../domain-select';

const ok = { ok: true, json: async () => ({ success: true, value: { speed: '1', serverTime: 1 }, message: '', errorCode: null }) };
const deps = (fetch: PingFetch, timeoutMs = 50) => ({ fetch, now: () => 1234, random: () => 0.5, timeoutMs });

describe('selectDomain', () => {
  it('uses the same origin when no domains are configured', async () => {
    const calls: string[] = [];
    expect(
      await selectDomain(
        [],
        deps(async (u) => {
          calls.push(u);
          return ok;
        }),
      ),
    ).toEqual({ base: '' });
    expect(calls).toEqual([]);
  });

  it('pings with the speed timestamp and returns the first success', async () => {
    const calls: string[] = [];
    const fetch: PingFetch = async (url) => {
      calls.push(url);
      if (url.startsWith('https://slow')) await new Promise((r) => setTimeout(r, 20));
      return ok;
    };
    const result = await selectDomain(['https://slow.example', 'https://fast.example/'], deps(fetch));
    expect(result).toEqual({ base: 'https://fast.example' });
    expect(calls).toContain('https://fast.example/wps/system/test/ping?speed=1234');
  });

  it('skips failing domains (HTTP error, envelope failure, network error)', async () => {
    const fetch: PingFetch = async (url) => {
      if (url.startsWith('https://a')) return { ok: false, json: async () => ({}) };
      if (url.startsWith('https://b')) return { ok: true, json: async () => ({ success: false }) };
      if (url.startsWith('https://c')) throw new TypeError('network');
      return ok;
    };
    expect(await selectDomain(['https://a', 'https://b', 'https://c', 'https://d'], deps(fetch))).toEqual({ base: 'https://d' });
  });

  it('returns null when every ping fails, including by timeout', async () => {
    const hang: PingFetch = (_url, { signal }) =>
      new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(await selectDomain(['https://x', 'https://y'], deps(hang, 10))).toBeNull();
  });

  it('pings at most 10 domains', async () => {
    const calls: string[] = [];
    const domains = Array.from({ length: 15 }, (_, i) => `https://d${i}.example`);
    await selectDomain(
      domains,
      deps(async (u) => {
        calls.push(u);
        throw new Error('down');
      }),
    );
    expect(calls).toHaveLength(10);
    expect(new Set(calls).size).toBe(10);
  });
});

describe('pickRandom', () => {
  it('returns distinct items from the list', () => {
    const picked = pickRandom([1, 2, 3, 4, 5], 3, Math.random);
    expect(picked).toHaveLength(3);
    expect(new Set(picked).size).toBe(3);
    for (const p of picked) expect([1, 2, 3, 4, 5]).toContain(p);
  });
});
