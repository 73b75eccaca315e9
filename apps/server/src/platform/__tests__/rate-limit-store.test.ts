import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { clockRateLimitStore } from '../http/rate-limit-store.js';

// No database and no app: the plugin with our store on a bare Fastify, as app.ts registers it.
async function limited(clock: ManualClock, max = 2, timeWindow = 3_000) {
  const app = Fastify();
  await app.register(fastifyRateLimit, { global: false, store: clockRateLimitStore(clock) });
  app.get('/x', { config: { rateLimit: { max, timeWindow } } }, async () => 'ok');
  app.get('/y', { config: { rateLimit: { max, timeWindow } } }, async () => 'ok');
  await app.ready();
  const hit = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
  return { app, hit };
}

describe('rate limits on the app clock (ADR 051)', () => {
  it('a window ends when the app clock moves past it, whatever the wall clock says', async () => {
    const clock = new ManualClock(new Date('2026-06-01T12:00:00Z'));
    const { app, hit } = await limited(clock);
    expect([await hit('/x'), await hit('/x'), await hit('/x')]).toEqual([200, 200, 429]);
    clock.advance(2_999);
    expect(await hit('/x')).toBe(429);
    clock.advance(1);
    expect([await hit('/x'), await hit('/x'), await hit('/x')]).toEqual([200, 200, 429]);
    await app.close();
  });

  it('each route counts on its own', async () => {
    const clock = new ManualClock(new Date('2026-06-01T12:00:00Z'));
    const { app, hit } = await limited(clock, 1);
    expect(await hit('/x')).toBe(200);
    expect(await hit('/y')).toBe(200);
    expect(await hit('/x')).toBe(429);
    await app.close();
  });

  it('the retry-after header counts down on the app clock', async () => {
    const clock = new ManualClock(new Date('2026-06-01T12:00:00Z'));
    const { app } = await limited(clock, 1, 10_000);
    await app.inject({ method: 'GET', url: '/x' });
    clock.advance(4_000);
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('6');
    await app.close();
  });
});
