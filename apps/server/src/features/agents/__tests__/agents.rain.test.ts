import { Big } from '@arcadia/contract';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';
import { splitPot } from '../index.js';

const password = 'abc12345';
const payPassword = '135790';

describe('splitPot', () => {
  it('always sums exactly to the pot with at least 0.01 per envelope', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 100_000_000 }), (count, extraCents) => {
        const pot = new Big(count + extraCents).div(100).toFixed(2);
        const parts = splitPot(pot, count);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((s, p) => s.plus(p), new Big(0)).eq(pot)).toBe(true);
        expect(parts.every((p) => new Big(p).gte('0.01'))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

/** A team: agent (funded, payment password) → n members; and a stranger in another team. */
async function team(t: TestApp, prefix: string, members: number) {
  const a = t.features.accounts.service;
  const merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
  const agent = await a.create({ merchantId, account: `${prefix}agent`, isAgent: 1, password });
  await a.setPaymentPassword(merchantId, agent.id, password, payPassword);
  await t.features.wallet.service.credit({ merchantId, memberId: agent.id, amount: '1000', key: `${prefix}-fund`, source: 'DEPOSIT' });
  const ids: number[] = [];
  for (let i = 0; i < members; i++)
    ids.push((await a.create({ merchantId, account: `${prefix}mem${i}`, password, uplineId: agent.id })).id);
  const stranger = await a.create({ merchantId, account: `${prefix}xxxx`, password });
  const balance = async (id: number) => (await t.features.wallet.service.balance(merchantId, id)).sumBalance;
  return { merchantId, agent, ids, stranger, balance };
}

describe('red-envelope rain (PGlite, through the API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const call = async (account: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await login(t, 'demo', { username: account, password });
    if (!res.body.value) throw new Error(JSON.stringify(res.body));
    const token = res.body.value.token as string;
    return (await t.app.inject({ method, url, headers: authed('demo', token), ...(payload ? { payload } : {}) })).json();
  };

  it('the pot leaves the agent, members grab once each, the rest goes back at the end — exactly once', async () => {
    const { merchantId, agent, ids, balance } = await team(t, 'ra', 3);
    const body = { pot: '10', envelopes: 5, minutes: 10, paymentPassword: payPassword, key: 'rain-key-0001' };
    const made = await call('raagent', 'POST', '/wps/agent/rains', body);
    expect(made).toMatchObject({ success: true, value: { pot: '10.0000', envelopes: 5, status: 'OPEN', claimed: 0 } });
    expect(await balance(agent.id)).toBe('990.0000');
    // A retried request makes no second rain and takes no second pot.
    expect((await call('raagent', 'POST', '/wps/agent/rains', body)).value.id).toBe(made.value.id);
    expect(await balance(agent.id)).toBe('990.0000');

    const open = await call('ramem0', 'GET', '/wps/agent/rains/open');
    expect(open.value).toMatchObject([{ id: made.value.id, agent: 'raagent', mine: null }]);
    const got = await call('ramem0', 'POST', `/wps/agent/rains/${made.value.id}/grab`);
    expect(got.success).toBe(true);
    expect(await balance(ids[0]!)).toBe(got.value.amount);
    expect(await call('ramem0', 'POST', `/wps/agent/rains/${made.value.id}/grab`)).toMatchObject({ errorCode: 'agents_rain_grabbed' });
    const second = await call('ramem1', 'POST', `/wps/agent/rains/${made.value.id}/grab`);
    const grabbed = new Big(got.value.amount).plus(second.value.amount);

    t.clock.advance(10 * 60_000);
    expect(await call('ramem2', 'POST', `/wps/agent/rains/${made.value.id}/grab`)).toMatchObject({ errorCode: 'agents_rain_closed' });
    expect(await t.features.agents.rains.settleDue()).toBe(1);
    expect(await t.features.agents.rains.settleDue()).toBe(0);
    const refunded = new Big(10).minus(grabbed).toFixed(4);
    expect(await balance(agent.id)).toBe(new Big(990).plus(refunded).toFixed(4));
    const list = await call('raagent', 'GET', '/wps/agent/rains');
    expect(list.value[0]).toMatchObject({ status: 'SETTLED', claimed: 2, claimedAmount: grabbed.toFixed(4), refunded });
    expect((await t.features.wallet.service.reconcile(merchantId)).ok).toBe(true);
  });

  it('someone outside the team cannot see or grab it; bad pots and a short agent move nothing', async () => {
    const { agent, stranger, balance } = await team(t, 'rb', 1);
    const made = await call('rbagent', 'POST', '/wps/agent/rains', {
      pot: '3',
      envelopes: 2,
      minutes: 5,
      paymentPassword: payPassword,
      key: 'rain-key-0002',
    });
    expect((await call('rbxxxx', 'GET', '/wps/agent/rains/open')).value).toEqual([]);
    expect(await call('rbxxxx', 'POST', `/wps/agent/rains/${made.value.id}/grab`)).toMatchObject({ errorCode: 'agents_rain_not_found' });
    expect(await call('ramem0', 'POST', `/wps/agent/rains/${made.value.id}/grab`)).toMatchObject({ errorCode: 'agents_rain_not_found' });
    expect(await balance(stranger.id)).toBe('0.0000');
    for (const [pot, envelopes] of [
      ['0.01', 2],
      ['1.005', 1],
      ['2000000', 1],
    ] as const) {
      const res = await call('rbagent', 'POST', '/wps/agent/rains', {
        pot,
        envelopes,
        minutes: 5,
        paymentPassword: payPassword,
        key: `rain-bad-${pot}`,
      });
      expect(res).toMatchObject({ success: false, errorCode: 'agents_rain_invalid' });
    }
    const short = await call('rbagent', 'POST', '/wps/agent/rains', {
      pot: '5000',
      envelopes: 2,
      minutes: 5,
      paymentPassword: payPassword,
      key: 'rain-short-1',
    });
    expect(short.errorCode).toBe('balance_not_enough');
    expect(await balance(agent.id)).toBe('997.0000');
    expect((await call('rbagent', 'GET', '/wps/agent/rains')).value).toHaveLength(1);
  });

  it('an envelope waits for the start of the window', async () => {
    await team(t, 'rc', 1);
    const later = await call('rcagent', 'POST', '/wps/agent/rains', {
      pot: '1',
      envelopes: 1,
      startsInMinutes: 5,
      minutes: 5,
      paymentPassword: payPassword,
      key: 'rain-later-1',
    });
    expect(await call('rcmem0', 'POST', `/wps/agent/rains/${later.value.id}/grab`)).toMatchObject({ errorCode: 'agents_rain_closed' });
    t.clock.advance(5 * 60_000);
    expect((await call('rcmem0', 'POST', `/wps/agent/rains/${later.value.id}/grab`)).value.amount).toBe('1.0000');
  });
});

describe.skipIf(!TEST_DATABASE_URL)('red-envelope rain under concurrent grabs (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: 'postgres' });
  }, 120_000);
  afterAll(() => t.close());

  it('30 members racing for 10 envelopes (each twice at once) never over-pay; the refund races the last grabs', async () => {
    const { merchantId, agent, ids, balance } = await team(t, 'rp', 30);
    const rain = await t.features.agents.rains.create(merchantId, agent.id, {
      pot: '25',
      envelopes: 10,
      startsInMinutes: 0,
      minutes: 1,
      paymentPassword: payPassword,
      key: 'rain-race-1',
    });
    const tries = [...ids, ...ids].map((id) =>
      t.features.agents.rains.grab(merchantId, id, rain.id).then(
        (r) => ({ id, amount: r.amount }),
        (e: { code?: string; message?: string; cause?: { code?: string } }) => ({ id, error: e.code ?? e.cause?.code ?? e.message }),
      ),
    );
    const results = await Promise.all(tries);
    const paid = results.filter((r): r is { id: number; amount: string } => 'amount' in r);
    expect(paid).toHaveLength(10);
    expect(new Set(paid.map((p) => p.id)).size).toBe(10);
    expect(paid.reduce((s, p) => s.plus(p.amount), new Big(0)).toFixed(4)).toBe('25.0000');
    // Every other try is refused as "none left" or "already grabbed" (which one depends on timing).
    const refusals = results.flatMap((r) => ('error' in r ? [r.error] : []));
    expect(refusals).toHaveLength(50);
    expect(refusals.filter((c) => c !== 'agents_rain_empty' && c !== 'agents_rain_grabbed')).toEqual([]);
    for (const p of paid) expect(await balance(p.id)).toBe(p.amount);

    // A second rain: the window ends while grabs are in flight; grabbed + refunded is the pot, exactly.
    const second = await t.features.agents.rains.create(merchantId, agent.id, {
      pot: '7',
      envelopes: 20,
      startsInMinutes: 0,
      minutes: 1,
      paymentPassword: payPassword,
      key: 'rain-race-2',
    });
    const grabs = ids.slice(0, 15).map((id) => t.features.agents.rains.grab(merchantId, id, second.id).catch(() => null));
    t.clock.advance(60_000);
    const [settled, ...done] = await Promise.all([t.features.agents.rains.settle(second.id), ...grabs]);
    expect(settled).toBe(true);
    const got = done.filter((d) => d !== null).reduce((s, d) => s.plus(d!.amount), new Big(0));
    const view = (await t.features.agents.rains.ofAgent(merchantId, agent.id)).find((r) => r.id === second.id)!;
    expect(new Big(view.refunded).plus(got).toFixed(4)).toBe('7.0000');
    expect(view.claimedAmount).toBe(got.toFixed(4));
    expect(await balance(agent.id)).toBe(new Big(1000).minus(25).minus(got).toFixed(4));
    expect((await t.features.wallet.service.reconcile(merchantId)).ok).toBe(true);
  }, 120_000);

  it('a grab in flight that rolls back does not make the last envelope look taken', async () => {
    const { merchantId, agent, ids, balance } = await team(t, 'rq', 2);
    const rain = await t.features.agents.rains.create(merchantId, agent.id, {
      pot: '3',
      envelopes: 1,
      startsInMinutes: 0,
      minutes: 5,
      paymentPassword: payPassword,
      key: 'rain-inflight-1',
    });
    // Another connection claims the only envelope and has not committed: a grab that will fail later.
    const other = new pg.Client({ connectionString: t.postgresUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('update agents_rain_envelopes set member_id = $1 where rain_id = $2', [ids[1], rain.id]);
      let settled = false;
      const grab = t.features.agents.rains.grab(merchantId, ids[0]!, rain.id).finally(() => (settled = true));
      await new Promise((r) => setTimeout(r, 300));
      // It waits for the other grab instead of answering "none left" while one may be left.
      expect(settled).toBe(false);
      await other.query('rollback');
      expect((await grab).amount).toBe('3.0000');
      expect(await balance(ids[0]!)).toBe('3.0000');
    } finally {
      await other.end();
    }
  }, 60_000);
});
