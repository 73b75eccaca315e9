import { SEAMLESS_SIGNATURE_HEADER } from '@arcadia/contract/games';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, memberIds, type TestApp } from '../../test/harness.js';
import { demoVendorPlugin } from '../index.js';

/**
 * The demo vendor against a real app over HTTP, as in the embedded demo but with a line between
 * them that can lose answers (a proxy), so retries and rollbacks meet the real seamless API.
 */
type Fault = 'lost' | 'down';
let t: TestApp;
let vendor: FastifyInstance;
let proxy: FastifyInstance;
const faults: Partial<Record<string, Fault[]>> = {};
let ids: { merchantId: number; memberId: number };
let member: string;
const START = 100;
/** The member's balance once funded: the report's rounds account for every move from here. */
let initial: number;

const main = async () =>
  Number(
    (await t.features.wallet.service.balance(ids.merchantId, ids.memberId)).balance.find((w) => w.accountName === 'MAIN')!.availBalance,
  );
const reconciled = async () => expect((await t.features.wallet.service.reconcile(ids.merchantId)).ok).toBe(true);

async function launch(query: string): Promise<{ url: string; token: string }> {
  const res = await t.app.inject({ method: 'GET', url: `/wps/game/launch/v2?${query}`, headers: authed('demo', member) });
  const url = res.json().value.game_url as string;
  return { url, token: new URL(url, 'http://x').searchParams.get('token') ?? '' };
}

async function play(code: string, body: Record<string, string>) {
  const res = await vendor.inject({ method: 'POST', url: `/demo-vendor/api/${code}/rounds`, payload: { game: 'test', ...body } });
  return res.json() as {
    success: boolean;
    errorCode: string | null;
    value: { id: string; status: string; win: string | null; balance: string | null };
  };
}

async function settled(code: string, id: string, token: string) {
  for (let i = 0; i < 50; i++) {
    const r = (await vendor.inject({ method: 'GET', url: `/demo-vendor/api/${code}/rounds/${id}?token=${token}` })).json().value;
    if (r.status !== 'open' && r.status !== 'settling') return r as { status: string; win: string };
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error('round never settled');
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const arcadia = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  proxy = Fastify();
  proxy.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  proxy.post('/wps/seamless/:vendor/:op', async (req, reply) => {
    const fault = faults[(req.params as { op: string }).op]?.shift();
    if (fault === 'down') return reply.code(503).send({ success: false });
    const res = await fetch(`${arcadia}${req.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SEAMLESS_SIGNATURE_HEADER]: String(req.headers[SEAMLESS_SIGNATURE_HEADER]) },
      body: String(req.body),
    });
    const text = await res.text();
    // Applied at Arcadia, but the answer never reaches the vendor.
    if (fault === 'lost') return reply.code(502).send({ success: false });
    return reply.code(res.status).type('application/json').send(text);
  });
  await proxy.listen({ host: '127.0.0.1', port: 0 });
  vendor = Fastify();
  await vendor.register(demoVendorPlugin, {
    prefix: '/demo-vendor',
    baseUrl: `http://127.0.0.1:${(proxy.server.address() as { port: number }).port}`,
    secretOf: async (code) => (await t.features.games.seamless.vendor(code)).secret,
    reportToken: 'report-token-for-tests',
    timeoutMs: 2_000,
    backoffMs: 10,
    sportsSettleMs: 300,
    pvpWaitMs: 300,
    liveWindowMs: 300,
  });
  ids = await memberIds(t, 'demo', 'player01');
  await t.features.wallet.service.credit({ ...ids, amount: String(START), key: 'demo-vendor-fund', source: 'DEPOSIT' });
  initial = await main();
  member = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
});
afterAll(async () => {
  await vendor?.close();
  await proxy?.close();
  await t?.close();
});

describe('the built-in demo vendor against a real app over HTTP', () => {
  it('the demo seed launches the lanes into the demo vendor, whose page follows the launch language', async () => {
    const { url } = await launch('vassalage=JDB&gameId=jdb-fish&accountType=1');
    expect(url).toMatch(/^\/demo-vendor\/play\/jdb\?token=[\w-]+&game=jdb-fish&lang=EN&currency=CNY&platform=[\w-]+&mode=real$/);
    const page = await vendor.inject({ method: 'GET', url: url.replace('lang=EN', 'lang=CN') });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="zh-CN">');
    for (const code of ['IMES', 'AV', 'EVO', 'ALB', 'BBIN', 'JILI', 'LEG', 'FAKE', 'PG'])
      expect((await t.features.games.seamless.vendor(code)).launchUrl).toBe(`/demo-vendor/play/${code.toLowerCase()}`);
  });

  it('a fish shot debits the bet and credits the hit: the ledger moves by bet and win', async () => {
    const { token } = await launch('vassalage=JDB&gameId=jdb-fish&accountType=1');
    const before = await main();
    const r = await play('JDB', { token, mode: 'real', bet: '1', pick: 'small' });
    expect(r.value.status).toBe('settled');
    expect(await main()).toBeCloseTo(before - 1 + Number(r.value.win), 4);
    expect(Number(r.value.balance)).toBeCloseTo(await main(), 4);
    await reconciled();
  });

  it('a sports bet settles on the vendor timer; a lone PvP player meets the house bot', async () => {
    const { token } = await launch('vassalage=IMES&accountType=1');
    const before = await main();
    const bet = await play('IMES', { token, mode: 'real', bet: '5', pick: 'home' });
    expect(bet.value.status).toBe('open');
    expect(await main()).toBeCloseTo(before - 5, 4);
    const done = await settled('IMES', bet.value.id, token);
    expect(done.status).toBe('settled');
    expect(await main()).toBeCloseTo(before - 5 + Number(done.win), 4);
    const pvp = await launch('vassalage=LEG&gameId=leg-niuniu&accountType=1');
    const duel = await play('LEG', { token: pvp.token, mode: 'real', bet: '1', pick: 'roll' });
    expect((await settled('LEG', duel.value.id, pvp.token)).status).toBe('settled');
    await reconciled();
  });

  it('a debit whose answer was lost is retried with the same id: the bet is taken once', async () => {
    const { token } = await launch('vassalage=FAKE&gameId=fake-fortune&accountType=1');
    const before = await main();
    faults.debit = ['lost'];
    const r = await play('FAKE', { token, mode: 'real', bet: '1', pick: 'spin' });
    expect(r.value.status).toBe('settled');
    expect(await main()).toBeCloseTo(before - 1 + Number(r.value.win), 4);
    await reconciled();
  });

  it('a round whose debit was never answered is rolled back: the member keeps the stake', async () => {
    const { token } = await launch('vassalage=FAKE&gameId=fake-fortune&accountType=1');
    const before = await main();
    faults.debit = ['lost', 'lost', 'lost'];
    const r = await play('FAKE', { token, mode: 'real', bet: '2', pick: 'spin' });
    expect(r).toMatchObject({ success: false, value: { status: 'rolledback' } });
    expect(await main()).toBeCloseTo(before, 4);
    await reconciled();
  });

  it('trial play uses play money and moves nothing at Arcadia', async () => {
    const { token, url } = await launch('vassalage=JDB&gameId=jdb-fish&accountType=0');
    expect(url).toContain('mode=trial');
    const before = await main();
    const r = await play('JDB', { token, mode: 'trial', bet: '1', pick: 'big' });
    expect(r.value.status).toBe('settled');
    expect(Number(r.value.balance)).toBeCloseTo(2000 - 1 + Number(r.value.win), 2);
    expect(await main()).toBe(before);
  });

  it("the vendor's reconciliation report matches the ledger", async () => {
    // The vendor's books are not public: no token, or a wrong one, is refused.
    for (const authorization of [undefined, 'Bearer wrong'])
      expect(
        (await vendor.inject({ method: 'GET', url: '/demo-vendor/api/report', headers: authorization ? { authorization } : {} }))
          .statusCode,
      ).toBe(401);
    const report = (
      await vendor.inject({ method: 'GET', url: '/demo-vendor/api/report', headers: { authorization: 'Bearer report-token-for-tests' } })
    ).json().value;
    expect(report.mismatches).toEqual([]);
    expect(report.rollbacks.count).toBe(1);
    const net = Number(report.credits.amount) + Number(report.rollbacks.amount) - Number(report.debits.amount);
    expect(await main()).toBeCloseTo(initial + net, 4);
    expect(JSON.stringify(report)).not.toContain(member);
  });
});
