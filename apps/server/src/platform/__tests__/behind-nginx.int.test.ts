import { afterAll, describe, expect, it } from 'vitest';
import { edgeLogin, metricOf } from '../../test/edge.js';
import { freshPostgres, TEST_DATABASE_URL, TEST_REDIS_URL } from '../../test/harness.js';
import { NGINX, startNginx } from '../../test/nginx.js';
import { freePort, startTwoInstances } from '../../test/server-process.js';

const TOKEN = 'behind-nginx-ops-token-0123456789';
const stops: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

const requestsTo = (port: number, route: string) => metricOf(port, TOKEN, 'http_requests_total', [`route="${route}"`, 'status="200"']);

describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL || !NGINX)('two instances behind nginx (deploy/nginx.conf)', () => {
  it('spreads requests, keeps the request id, and loses an instance without losing or duplicating money', async () => {
    const db = await freshPostgres();
    const env = { DATABASE_URL: db.url, REDIS_URL: TEST_REDIS_URL!, OPS_API_TOKEN: TOKEN, TRUST_PROXY_HOPS: '1' };
    const { a, b, portA, portB, stop } = await startTwoInstances(env, db.drop);
    stops.push(stop);
    expect((await a.outcome).listening).toBe(true);
    expect((await b.outcome).listening).toBe(true);
    const edge = await freePort();
    const nginx = await startNginx(edge, [portA, portB]);
    stops.push(() => nginx.stop());
    const base = `http://127.0.0.1:${edge}`;

    const token = await edgeLogin(base, 'player01');
    const asMember = { merchant: 'demo', authorization: `Bearer ${token}` };
    const balance = async () =>
      Number(
        ((await (await fetch(`${base}/wps/v2/wallets/balance`, { headers: asMember })).json()) as { value: { sumBalance: string } }).value
          .sumBalance,
      );

    // Both instances serve the one session: no stickiness needed.
    for (let i = 0; i < 20; i++) expect(Number.isFinite(await balance())).toBe(true);
    expect(await requestsTo(portA, '/wps/v2/wallets/balance')).toBeGreaterThan(0);
    expect(await requestsTo(portB, '/wps/v2/wallets/balance')).toBeGreaterThan(0);

    const traced = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'edge-trace-0001' } });
    expect(traced.headers.get('x-request-id')).toBe('edge-trace-0001');

    // Operator credits of 1.00 each, one idempotency key each; instance A dies a third of the way in.
    const before = await balance();
    const credit = (i: number) =>
      fetch(`${base}/ops/merchants/demo/members/player01/adjust`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: '1.00', key: `nginx-credit-${i}`, remarks: '' }),
      });
    const transactionIds = new Map<number, number>();
    for (let i = 0; i < 30; i++) {
      if (i === 10) a.child.kill('SIGKILL');
      const res = await credit(i);
      expect(res.status).toBe(200);
      transactionIds.set(i, ((await res.json()) as { value: { transactionId: number } }).value.transactionId);
    }
    // A client that never saw an answer sends again with the same key: the first result comes back.
    for (const i of [0, 9, 10, 29]) {
      const again = await credit(i);
      expect(((await again.json()) as { value: { transactionId: number } }).value.transactionId).toBe(transactionIds.get(i));
    }
    expect(await balance()).toBeCloseTo(before + 30, 4);
    const books = await fetch(`${base}/ops/merchants/demo/reconcile`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(((await books.json()) as { value: { ok: boolean } }).value.ok).toBe(true);
  }, 120_000);
});
