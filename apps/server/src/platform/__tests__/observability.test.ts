import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, login, memberIds, OPS_TOKEN, TEST_REDIS_URL, type TestApp } from '../../test/harness.js';

describe('metrics, request ids and draining', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  const scrape = (auth?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: auth ? { authorization: auth } : {} });

  it('serves Prometheus text only to a scraper with the token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer not-the-token-0123456789abcdef')).statusCode).toBe(401);
    const res = await scrape(`Bearer ${OPS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('process_cpu_seconds_total');
  });

  it('counts requests by route template, and unmatched paths under one label', async () => {
    await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: headers('demo') });
    await t.app.inject({ method: 'GET', url: '/wps/no/such/path/8812345', headers: headers('demo') });
    const body = (await scrape(`Bearer ${OPS_TOKEN}`)).body;
    expect(body).toMatch(/http_requests_total\{method="GET",route="\/wps\/system\/status",status="200"\} [1-9]/);
    expect(body).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} [1-9]/);
    expect(body).not.toContain('8812345');
    expect(body).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/wps\/system\/status"\}/);
  });

  it('reports refused sign-ins by reason, scheduled job runs, open sockets and the wallet totals', async () => {
    const series = async () => (await scrape(`Bearer ${OPS_TOKEN}`)).body;
    const count = (body: string, re: RegExp) => Number(re.exec(body)?.[1] ?? 0);
    const wrong = /arcadia_login_failures_total\{reason="in_incorrect_password"\} (\d+)/;
    const before = count(await series(), wrong);
    const res = await login(t, 'demo', { type: 'username', username: 'player01', password: 'wrong-pass-1' });
    expect(res.body.errorCode).toBe('in_incorrect_password');
    await t.features.scheduler.runNow('lottery:draws');
    const { merchantId, memberId } = await memberIds(t, 'demo', 'player01');
    await t.features.wallet.service.credit({ merchantId, memberId, amount: '25', key: 'metrics-fund', source: 'DEPOSIT' });
    const body = await series();
    expect(count(body, wrong)).toBe(before + 1);
    expect(body).toMatch(/arcadia_job_runs_total\{job="lottery:draws",outcome="ran"\} [1-9]/);
    expect(body).toMatch(/arcadia_job_duration_seconds_count\{job="lottery:draws"\} [1-9]/);
    expect(body).toMatch(/^arcadia_sockets_open 0$/m);
    // a member holds money, and every account together (members and the house) sums to zero
    expect(body).toMatch(
      new RegExp(`arcadia_wallet_balance\\{merchant_id="${merchantId}",currency="\\w+",scope="member_available"\\} [1-9]`),
    );
    const all = [...body.matchAll(/arcadia_wallet_balance\{[^}]*scope="all"\} (\S+)/g)].map((m) => Number(m[1]));
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((v) => v === 0)).toBe(true);
  });

  it('answers every request with a request id, keeping a well-formed one from the edge', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'edge-abc.123_XYZ' } });
    expect(kept.headers['x-request-id']).toBe('edge-abc.123_XYZ');
    const bad = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'no spaces <allowed>' } });
    expect(bad.headers['x-request-id']).not.toBe('no spaces <allowed>');
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a draining instance reports not ready but still answers requests in flight', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    t.drain();
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: headers('demo') })).statusCode).toBe(200);
  });
});

describe.skipIf(!TEST_REDIS_URL)('rate limits across instances (Redis store)', () => {
  let a: TestApp;
  let b: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    // A namespace of our own: other test files (and other runs) share this Redis.
    const shared = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: `test:${randomUUID()}` };
    a = await createTestApp(shared);
    b = await createTestApp(shared);
    other = await createTestApp({ redisUrl: TEST_REDIS_URL, redisKeyPrefix: `test:${randomUUID()}` });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await other?.close();
  });

  it('a per-IP limit of 5 a minute holds over two instances together', async () => {
    // A fresh address per run: the Redis server is shared with other runs.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const send = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { ...headers('demo'), 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=nobody&email=nobody%40example.com',
        remoteAddress: ip,
      });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await send(i % 2 ? b : a)).statusCode);
    expect(codes.slice(0, 5).every((c) => c !== 429)).toBe(true);
    expect(codes[5]).toBe(429);
    // Another deployment on the same Redis (its own REDIS_KEY_PREFIX) keeps its own counters.
    expect((await send(other)).statusCode).not.toBe(429);
  });
});
