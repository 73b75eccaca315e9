import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { edgeLogin } from '../../../test/edge.js';
import { freshPostgres, TEST_DATABASE_URL, TEST_REDIS_URL } from '../../../test/harness.js';
import { startTwoInstances } from '../../../test/server-process.js';

const TOKEN = 'two-process-ops-token-0123456789';
const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stops) await stop();
});

describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL)('two server processes on one PostgreSQL and one Redis', () => {
  it("an event raised through instance A reaches a socket on B; B sees A's balance change and sign-out at once", async () => {
    const db = await freshPostgres();
    const env = { DATABASE_URL: db.url, REDIS_URL: TEST_REDIS_URL!, OPS_API_TOKEN: TOKEN };
    // Both start at once on an empty database: one migrates, the other waits for it.
    const { a, b, portA, portB, stop } = await startTwoInstances(env, db.drop);
    stops.push(stop);
    expect((await a.outcome).listening).toBe(true);
    expect((await b.outcome).listening).toBe(true);

    // sign in on A, listen on B
    const token = await edgeLogin(`http://127.0.0.1:${portA}`, 'player01');
    const ws = new WebSocket(`ws://127.0.0.1:${portB}/ws`);
    const got: { type: string; data: { amount?: string } }[] = [];
    ws.on('message', (raw) => got.push(JSON.parse(raw.toString())));
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ type: 'auth', merchant: 'demo', token }));
    await expect.poll(() => got.some((m) => m.type === 'ready')).toBe(true);
    // B answers (and caches) the balance and the session before A changes them
    const asMember = { merchant: 'demo', authorization: `Bearer ${token}` };
    const balanceOnB = async () => {
      const r = await fetch(`http://127.0.0.1:${portB}/wps/v2/wallets/balance`, { headers: asMember });
      return r.status === 200 ? Number(((await r.json()) as { value: { sumBalance: string } }).value.sumBalance) : r.status;
    };
    const before = await balanceOnB();
    expect(typeof before).toBe('number');

    const res = await fetch(`http://127.0.0.1:${portA}/ops/merchants/demo/members/player01/adjust`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '9.99', key: 'two-process-1', remarks: '' }),
    });
    expect(res.ok).toBe(true);
    // the notice carries the amount as the ledger stores it (four places), like every money notice
    await expect.poll(() => got.find((m) => m.type === 'DEPOSIT')?.data.amount, { timeout: 2000 }).toBe('9.9900');
    // B's cached balance was dropped when A's movement committed (PostgreSQL NOTIFY)
    await expect.poll(balanceOnB, { timeout: 1000 }).toBeCloseTo((before as number) + 9.99, 4);
    ws.close();

    // signing out on A ends the session on B too, although B had it cached
    const out = await fetch(`http://127.0.0.1:${portA}/wps/session/logout`, { method: 'DELETE', headers: asMember });
    expect(out.ok).toBe(true);
    await expect.poll(balanceOnB, { timeout: 1000 }).toBe(401);
  }, 90_000);
});
