import { domainUrl, speedBand } from '@arcadia/contract/mirrors';
import { describe, expect, it } from 'vitest';
import { createMeasure } from '../hooks/measure';

describe('speed bands (spec 001 §9)', () => {
  it.each([
    [1, 'fast'],
    [80, 'fast'],
    [81, 'normal'],
    [150, 'normal'],
    [151, 'slow'],
    [0, 'unreachable'],
    [null, 'pending'],
  ] as const)('%s ms is %s', (ms, band) => {
    expect(speedBand(ms)).toBe(band);
  });
});

describe('domain URLs', () => {
  it('prefixes http:// only when no scheme is given', () => {
    expect(domainUrl('m1.example.com')).toBe('http://m1.example.com');
    expect(domainUrl('https://m1.example.com/')).toBe('https://m1.example.com');
    expect(domainUrl('localhost:3000')).toBe('http://localhost:3000');
  });
});

describe('measure', () => {
  it('times the ping and reports 0 when it fails', async () => {
    let t = 0;
    const ok = createMeasure({
      now: () => t,
      fetch: (async (url: string) => {
        expect(url).toMatch(/^http:\/\/m1\.test\/wps\/system\/test\/ping\?speed=\d+$/);
        t += 42;
        return new Response('{}');
      }) as unknown as typeof fetch,
    });
    expect(await ok('m1.test')).toBe(42);
    const down = createMeasure({ now: () => 0, fetch: (async () => Promise.reject(new TypeError('refused'))) as unknown as typeof fetch });
    expect(await down('m2.test')).toBe(0);
    const error = createMeasure({ now: () => 0, fetch: (async () => new Response('', { status: 502 })) as unknown as typeof fetch });
    expect(await error('m3.test')).toBe(0);
  });

  it('loads {domain}/res/logo.png?timeStamp as an image first, and pings only when the image fails', async () => {
    let t = 0;
    const urls: string[] = [];
    const image = createMeasure({
      now: () => t,
      loadImage: async (url) => {
        urls.push(url);
        t += 30;
        return true;
      },
      fetch: (async () => {
        throw new Error('no ping when the image loads');
      }) as unknown as typeof fetch,
    });
    expect(await image('m1.test')).toBe(30);
    expect(urls[0]).toMatch(/^http:\/\/m1\.test\/res\/logo\.png\?\d+$/);

    const pinged: string[] = [];
    const fallback = createMeasure({
      now: () => t,
      loadImage: async () => {
        t += 500;
        return false;
      },
      fetch: (async (url: string) => {
        pinged.push(url);
        t += 20;
        return new Response('{}');
      }) as unknown as typeof fetch,
    });
    expect(await fallback('m2.test')).toBe(20);
    expect(pinged[0]).toMatch(/\/wps\/system\/test\/ping\?speed=\d+$/);
  });

  it('gives up after the timeout', async () => {
    const slow = createMeasure({
      now: () => 0,
      timeoutMs: 20,
      fetch: ((_u: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))))) as unknown as typeof fetch,
    });
    expect(await slow('m4.test')).toBe(0);
  });
});
