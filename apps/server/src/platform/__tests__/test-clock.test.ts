import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPS_DASHBOARD_TTL_MS } from '@arcadia/contract/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, headers, OPS_TOKEN, TEST_TOTP_KEY, type TestApp } from '../../test/harness.js';
import { startServer } from '../../test/server-process.js';
import { OffsetClock } from '../clock.js';

/** ADR 046: the e2e test clock, refused where it could move real time, and what moving it does. */

const TOKEN = 'clock-test-ops-token-0123456789';

describe('E2E_CLOCK is refused where it could move real time', () => {
  it('the configuration refuses it with NODE_ENV=production, with DATABASE_URL, and without the token that guards it', () => {
    const base = { E2E_CLOCK: '1', OPS_API_TOKEN: TOKEN, TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY };
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/E2E_CLOCK: refused with NODE_ENV=production/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'test', DATABASE_URL: 'postgres://a@127.0.0.1:5432/b' })).toThrow(
      /E2E_CLOCK: refused with DATABASE_URL/,
    );
    expect(() => loadConfig({ ...base, NODE_ENV: 'test', OPS_API_TOKEN: undefined })).toThrow(/E2E_CLOCK: needs OPS_API_TOKEN/);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).e2eClock).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production', E2E_CLOCK: undefined }).e2eClock).toBe(false);
  });

  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }, /E2E_CLOCK: refused with NODE_ENV=production/],
    // Nothing listens there: the server must stop before it ever tries to connect.
    ['DATABASE_URL', { NODE_ENV: 'test', DATABASE_URL: 'postgres://arcadia@127.0.0.1:9/none' }, /E2E_CLOCK: refused with DATABASE_URL/],
  ])(
    'the server process does not start with it and %s, and says why',
    async (_, env, reason) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'arcadia-clock-'));
      dirs.push(dataDir);
      const s = startServer({
        ...env,
        E2E_CLOCK: '1',
        OPS_API_TOKEN: TOKEN,
        TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY,
        DATA_DIR: dataDir,
        PORT: '0',
      });
      const outcome = await s.outcome;
      expect(outcome.listening, s.output()).toBe(false);
      expect(outcome.code).not.toBe(0);
      expect(s.output()).toMatch(reason);
    },
    60_000,
  );
});

describe('a test server moved forward through POST /__test/clock', () => {
  let t: TestApp;
  const clock = new OffsetClock();
  beforeAll(async () => {
    t = await createTestApp({ testClock: clock });
  });
  afterAll(() => t.close());

  const move = (advanceMs: number, token: string | null = OPS_TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: '/__test/clock',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { advanceMs },
    });
  const lottery = async (path: string) => (await t.app.inject({ method: 'GET', url: path, headers: headers('demo') })).json().value;
  const dashboard = async () =>
    (await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/dashboard', headers: { authorization: `Bearer ${OPS_TOKEN}` } })).json()
      .value as { generatedAt: string };

  it('answers only the ops token, and only ever moves forward', async () => {
    expect((await move(1000, null)).statusCode).toBe(401);
    expect((await move(1000, 'not-the-token-0123456789abcdef')).statusCode).toBe(401);
    expect((await move(-1000)).statusCode).toBe(400);
    expect(clock.offsetMs).toBe(0);
    const res = await move(1000);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.offsetMs).toBe(1000);
    const seen = (await t.app.inject({ method: 'GET', url: '/__test/clock', headers: { authorization: `Bearer ${OPS_TOKEN}` } })).json()
      .value;
    expect(seen.offsetMs).toBe(1000);
    expect(Math.abs(new Date(seen.now).getTime() - (Date.now() + 1000))).toBeLessThan(5_000);
  });

  it('draws the numero that became due before it answers: no wait for the draw job', async () => {
    await move(0); // the draw job's first pass publishes the numeros
    const { current } = await lottery('/lgw/numeros/near?gameCode=SSC1');
    expect(current.status).toBe('open');
    const [before] = await lottery(`/lgw/draw?gameCode=SSC1&numero=${current.numero}`);
    expect(before.winNo).toBeNull();
    await move(Math.max(0, new Date(current.drawAt).getTime() - clock.now().getTime()) + 1);
    const [after] = await lottery(`/lgw/draw?gameCode=SSC1&numero=${current.numero}`);
    expect(after.status).toBe('drawn');
    expect(after.winNo).toMatch(/^\d(,\d){4}$/);
  });

  it("caches expire by the moved clock: the dashboard's sums are composed afresh after its TTL", async () => {
    const first = await dashboard();
    await move(OPS_DASHBOARD_TTL_MS - 5_000);
    expect((await dashboard()).generatedAt).toBe(first.generatedAt);
    await move(5_000);
    const fresh = await dashboard();
    expect(new Date(fresh.generatedAt).getTime() - new Date(first.generatedAt).getTime()).toBeGreaterThanOrEqual(OPS_DASHBOARD_TTL_MS);
  });
});
