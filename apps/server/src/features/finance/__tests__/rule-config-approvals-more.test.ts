import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { auditOf } from '../../../test/operators.js';
import { call, FIN, signedInOperator } from './finance.helpers.js';

/**
 * Issue 22, item 2, the rest of ADR 045: the points exchange and earn rates, a top agent's rebate
 * and a house-funded agent contract decide what members and agents receive later. A person's raise
 * changes nothing until a second operator approves; a cut applies at once; while one change waits
 * every other change of the same config is refused; the machine token applies at once.
 */
let t: TestApp;
let merchantId: number;
let alice: ReturnType<typeof call>;
let bob: ReturnType<typeof call>;
/** The points config needs the content permission: an admin asks, so her own approval can be tried. */
let carol: ReturnType<typeof call>;
let machine: ReturnType<typeof call>;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
  alice = call(t, await signedInOperator(t, 'more-alice', 'finance'));
  bob = call(t, await signedInOperator(t, 'more-bob', 'finance'));
  carol = call(t, await signedInOperator(t, 'more-carol', 'admin'));
  machine = call(t, OPS_TOKEN);
}, 120_000);
afterAll(() => t.close());

const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
type Res = { statusCode: number; json(): { success: boolean; errorCode?: string; value: { pending?: boolean; approvalId?: number } } };

/**
 * The request is listed pending under its kind; the requester's own approval is refused and changes
 * nothing; a second operator's approval applies it once and is audited under that operator.
 */
async function approvedBySecond(
  res: Res,
  o: {
    kind: string;
    amount: string;
    requester: ReturnType<typeof call>;
    requestedBy: string;
    route: string;
    state: () => Promise<unknown>;
  },
) {
  expect(res.json().value).toMatchObject({ pending: true, approvalId: expect.any(Number) });
  const approvalId = res.json().value.approvalId!;
  const listed = (await bob('GET', `${FIN}/adjustments?status=pending&kind=${o.kind}`)).json().value.items;
  expect(listed).toEqual([expect.objectContaining({ id: approvalId, kind: o.kind, amount: o.amount, requestedBy: o.requestedBy })]);
  const before = await o.state();
  const own = await o.requester('POST', `${FIN}/adjustments/${approvalId}/approve`);
  expect(own.statusCode).toBe(403);
  expect(own.json().errorCode).toBe('finance_own_request');
  expect(await o.state()).toEqual(before);
  const approved = await bob('POST', `${FIN}/adjustments/${approvalId}/approve`);
  expect(approved.json().value).toMatchObject({ status: 'applied', decidedBy: 'more-bob', transactionId: null });
  expect((await bob('POST', `${FIN}/adjustments/${approvalId}/approve`)).json().errorCode).toBe('finance_already_decided');
  expect((await auditOf(t, o.route)).some((r) => r.actor === o.requestedBy)).toBe(true);
}

const refusedWhileWaiting = (res: Res) => {
  expect(res.statusCode).toBe(409);
  expect(res.json().errorCode).toBe('finance_payout_pending');
};

describe('points exchange and earn rates', () => {
  const URL = '/ops/merchants/demo/points/config';
  const ROUTE = 'PUT /ops/merchants/:code/points/config';
  const BASE = {
    pointExchangeRate: '0.1',
    liveBet: '0.01',
    lottoBet: '0.01',
    pvpBet: '0.01',
    rngBet: '0.01',
    sportBet: '0.01',
    redeem: '0',
    deposit: '0.005',
  };
  /** The row as stored (the catalogue caches reads for 10 s). */
  const stored = async () =>
    (
      await rows<{ rng: string; exchange: string; deposit: string }>(
        sql`select rng_bet::float8::text as rng, point_exchange_rate::float8::text as exchange, deposit::float8::text as deposit from points_config where merchant_id = ${merchantId}`,
      )
    )[0];
  const inForce = () => t.features.points.service.catalogue.config(merchantId);

  it('raising a rate takes effect only once a second operator approves; nothing else changes while it waits', async () => {
    expect((await machine('PUT', URL, BASE)).json().value).toEqual(BASE);
    // More points per unit staked, fewer per deposit: the raise decides (in percent: 0.05 = 5 %).
    const res = await carol('PUT', URL, { ...BASE, rngBet: '0.05', deposit: '0.001' });
    expect(await stored()).toEqual({ rng: '0.01', exchange: '0.1', deposit: '0.005' });
    refusedWhileWaiting(await carol('PUT', URL, { ...BASE, rngBet: '0.001' }));
    refusedWhileWaiting(await machine('PUT', URL, BASE));
    await approvedBySecond(res, {
      kind: 'points_config',
      amount: '5.0000',
      requester: carol,
      requestedBy: 'more-carol',
      route: ROUTE,
      state: stored,
    });
    expect(await stored()).toEqual({ rng: '0.05', exchange: '0.1', deposit: '0.001' });
    expect(await inForce()).toMatchObject({ rngBet: '0.05', deposit: '0.001' });
  });

  it('a cut applies at once; the machine token applies a raise at once', async () => {
    const cut = await carol('PUT', URL, { ...BASE, rngBet: '0.02', deposit: '0.001' });
    expect(cut.json().value).toEqual({ ...BASE, rngBet: '0.02', deposit: '0.001' });
    expect(await stored()).toMatchObject({ rng: '0.02' });
    const more = await machine('PUT', URL, { ...BASE, pointExchangeRate: '0.5' });
    expect(more.json().value).toMatchObject({ pointExchangeRate: '0.5' });
    expect(await inForce()).toMatchObject({ pointExchangeRate: '0.5' });
  });

  it('more money per point waits too', async () => {
    const res = await carol('PUT', URL, { ...BASE, pointExchangeRate: '0.8' });
    expect(res.json().value).toMatchObject({ pending: true });
    expect(await stored()).toMatchObject({ exchange: '0.5' });
    expect((await bob('POST', `${FIN}/adjustments/${res.json().value.approvalId}/reject`, { note: 'no' })).json().success).toBe(true);
  });
});

describe('agents: a top agent’s rebate and house-funded contracts', () => {
  let agentId: number;
  const ACCOUNT = 'gatetop1';
  beforeAll(async () => {
    agentId = (await t.features.accounts.service.create({ merchantId, account: ACCOUNT, password: 'gate1234', uplineId: null, isAgent: 2 }))
      .id;
  });

  describe('rebate', () => {
    const URL = `/ops/merchants/demo/agents/${ACCOUNT}/rebate`;
    const ROUTE = 'PUT /ops/merchants/:code/agents/:account/rebate';
    const rebate = async () =>
      (await rows<{ r: string }>(sql`select rebate::text as r from agents_profiles where member_id = ${agentId}`))[0]?.r ?? null;

    it('a raise takes effect only once a second operator approves; nothing else changes while it waits', async () => {
      expect((await machine('PUT', URL, { rebate: '1' })).json().value).toEqual({ rebate: '1.00' });
      const res = await alice('PUT', URL, { rebate: '3' });
      // The answer names the rebate still in force.
      expect(res.json().value).toMatchObject({ rebate: '1.00' });
      expect(await rebate()).toBe('1.00');
      refusedWhileWaiting(await alice('PUT', URL, { rebate: '0.5' }));
      await approvedBySecond(res, {
        kind: 'agent_rebate',
        amount: '3.0000',
        requester: alice,
        requestedBy: 'more-alice',
        route: ROUTE,
        state: rebate,
      });
      expect(await rebate()).toBe('3.00');
    });

    it('a cut applies at once; the machine token applies a raise at once', async () => {
      const cut = await alice('PUT', URL, { rebate: '1.5' });
      expect(cut.json().value).toEqual({ rebate: '1.50' });
      expect(await rebate()).toBe('1.50');
      expect((await machine('PUT', URL, { rebate: '4' })).json().value).toEqual({ rebate: '4.00' });
      expect(await rebate()).toBe('4.00');
    });
  });

  describe('house-funded contracts', () => {
    const URL = '/ops/merchants/demo/agents/contracts';
    const ROUTE = 'POST /ops/merchants/:code/agents/contracts';
    const daily = (rate: string) => ({
      kind: 'DAILY',
      account: ACCOUNT,
      tiers: [{ betVolume: '1000', activeMember: 1, rateType: 'P', rate }],
    });
    const held = async () =>
      (await t.features.agents.contracts.list(merchantId, agentId, 'held', 'DAILY')).map((c) => ({ status: c.status, tiers: c.tiers }));
    const answer = (id: number, action: 'A' | 'R' | 'C') => t.features.agents.contracts.answer(merchantId, agentId, 'DAILY', id, action);

    it('a contract paying more than the last in force takes effect only once a second operator approves', async () => {
      // In force: 1 % of team bets (given by the machine token at once), then ended by the agent.
      const first = (await machine('POST', URL, daily('1'))).json().value as { id: number };
      expect(first.id).toEqual(expect.any(Number));
      await answer(first.id, 'A');
      await answer(first.id, 'C');
      const res = await alice('POST', URL, daily('3'));
      expect(await held()).toEqual([{ status: 'C', tiers: daily('1').tiers }]);
      refusedWhileWaiting(await alice('POST', URL, daily('0.5')));
      await approvedBySecond(res, {
        kind: 'agent_contract',
        amount: '3.0000',
        requester: alice,
        requestedBy: 'more-alice',
        route: ROUTE,
        state: held,
      });
      const after = await t.features.agents.contracts.list(merchantId, agentId, 'held', 'DAILY');
      expect(after[0]).toMatchObject({ status: 'P', upline: null, tiers: daily('3').tiers });
      // The agent declines it: what was last in force is still the 1 % contract.
      await answer(after[0]!.id, 'R');
    });

    it('the same terms or lower ones apply at once; a fixed salary above them waits whatever its size', async () => {
      const cut = (await alice('POST', URL, daily('0.5'))).json().value as { id: number; pending?: boolean };
      expect(cut).toEqual({ id: expect.any(Number) });
      expect((await held())[0]).toEqual({ status: 'P', tiers: daily('0.5').tiers });
      await answer(cut.id, 'R');
      const fixed = await alice('POST', URL, {
        kind: 'DAILY',
        account: ACCOUNT,
        tiers: [{ betVolume: '1000', activeMember: 1, rateType: 'F', rate: '5' }],
      });
      expect(fixed.json().value).toMatchObject({ pending: true });
      const listed = (await bob('GET', `${FIN}/adjustments?status=pending&kind=agent_contract`)).json().value.items;
      expect(listed).toEqual([expect.objectContaining({ unit: 'money', amount: '5.0000' })]);
      expect((await bob('POST', `${FIN}/adjustments/${fixed.json().value.approvalId}/reject`, { note: 'no' })).json().success).toBe(true);
    });

    it('the machine token gives a contract at once', async () => {
      const res = (await machine('POST', URL, daily('9'))).json().value;
      expect(res).toEqual({ id: expect.any(Number) });
      expect((await held())[0]).toEqual({ status: 'P', tiers: daily('9').tiers });
    });
  });
});

describe('lottery game settings', () => {
  // Odds are the paytable in code and a game's prize mode its seeded tag (ADR 015): the settings
  // (on/off, cadence, lock time) raise no payout, so a person's change applies at once (ADR 045).
  it('a person’s change applies at once and nothing waits', async () => {
    const res = await carol('POST', '/ops/merchants/demo/lottery/games/SSC1/settings', { lockSec: 5, enabled: true });
    expect(res.json().value).toMatchObject({ code: 'SSC1', lockSec: 5, enabled: true });
    expect(res.json().value.pending).toBeUndefined();
  });
});
