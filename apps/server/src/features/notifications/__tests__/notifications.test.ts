import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestApp, login, OPS_TOKEN, TEST_DATABASE_URL, TEST_REDIS_URL, type TestApp } from '../../../test/harness.js';
import { SINCE_PAGE } from '../notifications.service.js';

/** Opens /ws, authenticates, and collects what arrives. */
async function connect(baseUrl: string, merchant: string, token: string) {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`);
  const messages: { type: string; data: Record<string, unknown> }[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'auth', merchant, token }));
  const waitFor = async (pred: (m: { type: string; data: Record<string, unknown> }) => boolean, ms = 1000) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const hit = messages.find(pred);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no matching message within ${ms} ms: ${JSON.stringify(messages)}`);
  };
  return { ws, messages, closed, waitFor };
}

async function listen(t: TestApp) {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}

describe('real-time notifications on one instance', () => {
  let t: TestApp;
  let base: string;
  let merchantId: number;
  let memberId: number;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
    merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
    memberId = (await t.features.accounts.service.findByAccount(merchantId, 'player01'))!.id;
    token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
  });
  afterAll(() => t.close());

  it('counts the signed-in sockets it holds in /metrics, and forgets a closed one', async () => {
    const open = async () => {
      const body = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${OPS_TOKEN}` } })).body;
      return Number(/^arcadia_sockets_open (\d+)$/m.exec(body)?.[1]);
    };
    const before = await open();
    const c = await connect(base, 'demo', token);
    await c.waitFor((m) => m.type === 'ready');
    expect(await open()).toBe(before + 1);
    c.ws.close();
    await c.closed;
    await expect.poll(open).toBe(before);
  });

  it('delivers an event to the member’s socket within a second, after storing it', async () => {
    const c = await connect(base, 'demo', token);
    await c.waitFor((m) => m.type === 'ready');
    const sent = await t.features.notifications.service.notify({
      merchantId,
      memberId,
      type: 'DEPOSIT',
      data: { amount: '100.0000', success: true, popup: true },
    });
    const got = await c.waitFor((m) => m.type === 'DEPOSIT');
    expect(got.data).toMatchObject({ amount: '100.0000', success: true, id: sent.data.id });
    const stored = await t.app.inject({
      method: 'GET',
      url: '/wps/notifications?after=0',
      headers: { merchant: 'demo', authorization: `Bearer ${token}` },
    });
    expect(stored.json().value.map((m: { data: { id: number } }) => m.data.id)).toContain(sent.data.id);
    c.ws.close();
  });

  it('gives a client without history the newest page as its baseline, and older pages to one catching up', async () => {
    // a member of long standing: more stored events than one page
    const ids: number[] = [];
    for (let i = 0; i < SINCE_PAGE + 20; i += 1)
      ids.push((await t.features.notifications.service.notify({ merchantId, memberId, type: 'BALANCE', data: {} })).data.id);
    const get = async (after: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/wps/notifications?after=${after}`,
          headers: { merchant: 'demo', authorization: `Bearer ${token}` },
        })
      )
        .json()
        .value.map((m: { data: { id: number } }) => m.data.id) as number[];
    const baseline = await get(0);
    expect(baseline).toHaveLength(SINCE_PAGE);
    expect(baseline.at(-1)).toBe(ids.at(-1)); // ends at the newest, so nothing old is "missed" later
    expect(baseline).toEqual([...baseline].sort((a, b) => a - b));
    const first = ids[0] as number;
    const catchUp = await get(first);
    expect(catchUp).toEqual(ids.slice(1, SINCE_PAGE + 1)); // oldest first, one page
    expect(await get(ids.at(-1) as number)).toEqual([]);
  });

  it('does not deliver one member’s events to another', async () => {
    const agentToken = (await login(t, 'demo', { username: 'agent01', password: 'abc12345' })).body.value.token;
    const c = await connect(base, 'demo', agentToken);
    await c.waitFor((m) => m.type === 'ready');
    await t.features.notifications.service.notify({ merchantId, memberId, type: 'WITHDRAW', data: { amount: '5.0000' } });
    await new Promise((r) => setTimeout(r, 200));
    expect(c.messages.filter((m) => m.type === 'WITHDRAW')).toEqual([]);
    c.ws.close();
  });

  it('closes a socket with a bad token (4401) or a bad first message (4400)', async () => {
    const bad = await connect(base, 'demo', 'not-a-real-token-at-all');
    expect(await bad.closed).toBe(4401);
    const other = await connect(base, 'acme', token);
    expect(await other.closed).toBe(4401); // a demo token is not an acme session
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`);
    await new Promise((r) => ws.once('open', r));
    ws.send('{not json');
    expect(await new Promise((r) => ws.on('close', r))).toBe(4400);
  });
});

describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL)('two instances on one PostgreSQL and one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // A namespace of our own: other test files (and other runs) share this Redis.
    const shared = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: `test:${randomUUID()}` };
    a = await createTestApp({ database: 'postgres', ...shared });
    b = await createTestApp({ postgresUrl: a.postgresUrl, ...shared });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('an event raised on instance A reaches a socket connected to instance B', async () => {
    const baseB = await listen(b);
    const token = (await login(a, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
    const c = await connect(baseB, 'demo', token);
    await c.waitFor((m) => m.type === 'ready');
    const merchantId = (await a.features.system.service.merchantByCode('demo'))!.id;
    const memberId = (await a.features.accounts.service.findByAccount(merchantId, 'player01'))!.id;
    await a.features.notifications.service.notify({ merchantId, memberId, type: 'DEPOSIT', data: { amount: '42.0000' } });
    const got = await c.waitFor((m) => m.type === 'DEPOSIT');
    expect(got.data.amount).toBe('42.0000');
    c.ws.close();
  });
});
