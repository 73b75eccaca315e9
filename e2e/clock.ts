import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';

/**
 * The e2e server's clock (E2E_CLOCK, ADR 046). Tests move it forward instead of waiting for a draw,
 * a cache or a TOTP step. Every spec shares the one server, so the server runs ahead of this
 * machine's clock by the sum of every move so far: whatever a test computes from time and hands
 * to the server (a TOTP code, a mission's start, a maintenance window) is computed from
 * `serverNow`, never from Date.now(), and a page that counts down to a server time follows the
 * server's clock (`followServerClock`).
 */
const ops = { authorization: `Bearer ${OPS_TOKEN}` };

type ServerClock = { now: string; offsetMs: number };

async function answer(res: APIResponse): Promise<ServerClock> {
  expect(res.ok(), `the e2e server's test clock answered ${res.status()}: is E2E_CLOCK set?`).toBe(true);
  return (await res.json()).value as ServerClock;
}

/** The server's time now, in ms since the epoch. */
export async function serverNow(request: APIRequestContext): Promise<number> {
  return new Date((await answer(await request.get(`${DEMO_URL}/__test/clock`, { headers: ops }))).now).getTime();
}

/**
 * Moves the server's clock forward; resolves once what became due has run (draws drawn and
 * settled). Pages given here jump with it, so their countdowns keep matching the server.
 */
export async function advanceClock(request: APIRequestContext, ms: number, pages: Page[] = []): Promise<number> {
  const clock = await answer(
    await request.post(`${DEMO_URL}/__test/clock`, { headers: ops, data: { advanceMs: Math.max(0, Math.ceil(ms)) } }),
  );
  for (const page of pages) await page.clock.setSystemTime(Date.now() + clock.offsetMs);
  return new Date(clock.now).getTime();
}

/**
 * Makes the page's Date run on the server's clock (Playwright's clock, time still flowing), for
 * pages that compare a server time with their own (a lottery countdown). Call before the first goto.
 */
export async function followServerClock(page: Page): Promise<void> {
  await page.clock.install({ time: await serverNow(page.request) });
}
