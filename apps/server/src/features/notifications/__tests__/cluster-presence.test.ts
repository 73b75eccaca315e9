import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestApp, login, OPS_TOKEN, TEST_DATABASE_URL, TEST_REDIS_URL, type TestApp } from '../../../test/harness.js';
import { ClusterPresence } from '../notifications.cluster.js';
import { SocketPresence } from '../notifications.presence.js';

async function listen(t: TestApp) {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}

/** A member's socket, signed in and acknowledged. */
async function connect(base: string, token: string) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const ready = new Promise((resolve) => ws.on('message', (raw) => JSON.parse(raw.toString()).type === 'ready' && resolve(null)));
  ws.send(JSON.stringify({ type: 'auth', merchant: 'demo', token }));
  await ready;
  return ws;
}

const online = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/dashboard', headers: { authorization: `Bearer ${OPS_TOKEN}` } })).json()
    .value.online;

/** Polls (no fixed sleep) until the dashboard shows the expected count. */
async function until(t: TestApp, members: number, ms = 3000) {
  const end = Date.now() + ms;
  let last: unknown;
  while (Date.now() < end) {
    last = await online(t);
    if ((last as { members: number }).members === members) return last;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`online stayed ${JSON.stringify(last)}, expected ${members}`);
}

describe('members online without Redis', () => {
  it('counts this instance only and says so', async () => {
    const t = await createTestApp();
    try {
      expect(await online(t)).toEqual({ members: 0, scope: 'instance' });
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL)('members online across two instances on one Redis (ADR 032)', () => {
  // A prefix of our own: other test files (and other runs) share this Redis.
  const shared = { redisUrl: TEST_REDIS_URL, presenceTtlMs: 600, redisKeyPrefix: `test:${randomUUID()}` };
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ database: 'postgres', ...shared });
    b = await createTestApp({ postgresUrl: a.postgresUrl, ...shared });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a member on instance A is counted on B’s dashboard once, however many tabs, and stops counting when the socket closes', async () => {
    const baseA = await listen(a);
    const token = (await login(a, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
    expect(await until(b, 0)).toEqual({ members: 0, scope: 'cluster' });
    const tab1 = await connect(baseA, token);
    const tab2 = await connect(baseA, token);
    expect(await until(b, 1)).toEqual({ members: 1, scope: 'cluster' });
    // The merchants list asks for a whole page at once (ClusterPresence.onlineOf): the same count.
    const listed = (await b.app.inject({ method: 'GET', url: '/ops/merchants', headers: { authorization: `Bearer ${OPS_TOKEN}` } })).json()
      .value.items as { code: string; online: number }[];
    expect(listed.map((i) => [i.code, i.online]).sort()).toEqual([
      ['acme', 0],
      ['demo', 1],
    ]);
    tab1.close();
    await new Promise((r) => setTimeout(r, 100));
    expect((await online(b)).members).toBe(1); // still one tab open
    tab2.close();
    expect(await until(b, 0)).toEqual({ members: 0, scope: 'cluster' });
  });

  it('an instance that dies without saying goodbye stops counting within the TTL; one that stops, at once', async () => {
    // A third "instance" that writes its entry and then goes silent (no heartbeat, no cleanup): a crash.
    const local = new SocketPresence();
    const ghost = new ClusterPresence(local, { redisUrl: TEST_REDIS_URL, ttlMs: 600, keyPrefix: `${shared.redisKeyPrefix}:presence` });
    const merchantId = (await b.features.system.service.merchantByCode('demo'))!.id;
    await until(b, 0);
    await new Promise((r) => setTimeout(r, 200)); // connected
    local.add(merchantId, 999_001, {} as never);
    expect(await until(b, 1)).toEqual({ members: 1, scope: 'cluster' });
    // Crash: the heartbeat stops, the keys stay behind until Redis expires them.
    (ghost as unknown as { timer: NodeJS.Timeout }).timer.close();
    expect(await until(b, 0, 2000)).toEqual({ members: 0, scope: 'cluster' });
    await ghost.stop();

    // A graceful stop removes its members at once (well within the TTL).
    const baseA = await listen(a).catch(() => `http://127.0.0.1:${(a.app.server.address() as { port: number }).port}`);
    const token = (await login(a, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
    const ws = await connect(baseA, token);
    await until(b, 1);
    await a.features.notifications.cluster.stop();
    expect((await online(b)).members).toBe(0);
    ws.close();
  });
});
