import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, memberIds, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';
import { AgentsRepository } from '../agents.repository.js';

/**
 * A simulated week (Mon 1 – Sun 7 June 2026, UTC). agent01 gives player01 all four contracts;
 * player01 has one downline of their own (p01sub). Each day at 13:00 player01 bets 1000·d and
 * wins 600·d; on day 7 p01sub also bets 1000 and loses it. Hand-computed pay, from agent01:
 *   daily   2% of team bets from 2,000:        d=2..6 → 20·d = 400; d=7 → 2%·8000 = 160   → 560
 *   hourly  5 fixed for an hour of ≥ 3,000:    d=3..7                                      →  25
 *   real-time 1% of each member's loss:        4·(1+…+7) = 112; p01sub 1%·1000 = 10         → 122
 *   dividend weekly 10% of net loss when bets ≥ 20,000: loss 11,200 + 1,000                 → 1220
 * and from the house to agent01 (seeded contract, 1% of team bets from 1,000): 10·(1+…+6) + 80 = 290.
 */
const tiers = {
  DAILY: [{ betVolume: '2000', activeMember: 1, rateType: 'P' as const, rate: '2' }],
  HOURLY: [{ minimumBet: '3000', activeMember: 1, rateType: 'F' as const, rate: '5' }],
  REALTIME: [{ betAmount: '100', lossRate: '1', winRate: '0.5' }],
  DIVIDEND: [
    {
      minimumBet: '100',
      netLoss: '1000',
      periodicTotalBet: '20000',
      activeMember: 1,
      contractRate: 10,
      periodicTotalBetRequired: 'Y' as const,
    },
  ],
};
const at = (iso: string) => new Date(iso);

async function setUp(t: TestApp) {
  const { merchantId, memberId: agentId } = await memberIds(t, 'demo', 'agent01');
  const playerId = (await memberIds(t, 'demo', 'player01')).memberId;
  const sub = await t.features.accounts.service.create({ merchantId, account: 'p01sub', password: 'abc12345', uplineId: playerId });
  await t.features.wallet.service.credit({ merchantId, memberId: agentId, amount: '100000', key: 'agents-week-fund', source: 'DEPOSIT' });
  const c = t.features.agents.contracts;
  await c.propose(merchantId, agentId, { kind: 'DAILY', account: 'player01', tiers: tiers.DAILY });
  await c.propose(merchantId, agentId, { kind: 'HOURLY', account: 'player01', productType: 'ALL', tiers: tiers.HOURLY });
  await c.propose(merchantId, agentId, { kind: 'REALTIME', account: 'player01', tiers: tiers.REALTIME });
  await c.propose(merchantId, agentId, {
    kind: 'DIVIDEND',
    account: 'player01',
    productType: 'ALL',
    computationPeriod: 'WEEKLY',
    tiers: tiers.DIVIDEND,
  });
  for (const held of await c.list(merchantId, playerId, 'held')) await c.answer(merchantId, playerId, held.kind, held.id, 'A');
  return { merchantId, agentId, playerId, subId: sub.id };
}

/** Plays the week; `settle` is one job run (it may be several runs or instances at once). */
async function playWeek(t: TestApp, ids: Awaited<ReturnType<typeof setUp>>, settle: () => Promise<unknown>) {
  const agents = t.features.agents.service;
  const db = agents.repo.db;
  for (let d = 1; d <= 7; d++) {
    t.clock.set(at(`2026-06-0${d}T13:00:00Z`));
    await agents.recordBet(db, ids.merchantId, ids.playerId, String(1000 * d));
    await agents.recordWin(db, ids.merchantId, ids.playerId, String(600 * d));
    if (d === 7) await agents.recordBet(db, ids.merchantId, ids.subId, '1000');
    t.clock.set(at(`2026-06-0${d + 1}T00:30:00Z`));
    await settle();
  }
}

async function statements(
  t: TestApp,
  merchantId: number,
  memberId: number,
  side: 'paid' | 'received',
  kind: 'DAILY' | 'HOURLY' | 'REALTIME' | 'DIVIDEND',
) {
  const all = [];
  for (let page = 1; ; page++) {
    const { items, total } = await t.features.agents.settlement.statements(merchantId, memberId, side, kind, page, 100);
    all.push(...items);
    if (all.length >= total || !items.length) return all;
  }
}
const paidSum = (items: { amount: string; status: string }[]) =>
  items.filter((s) => s.status === 'PAID').reduce((sum, s) => sum + Number(s.amount), 0);

async function expectTheWeek(t: TestApp, ids: Awaited<ReturnType<typeof setUp>>) {
  const { merchantId, agentId, playerId } = ids;
  const daily = await statements(t, merchantId, playerId, 'received', 'DAILY');
  expect(daily.map((s) => [s.periodStart.slice(0, 10), s.amount, s.status]).reverse()).toEqual([
    ['2026-06-01', '0.0000', 'NOTHING'],
    ['2026-06-02', '40.0000', 'PAID'],
    ['2026-06-03', '60.0000', 'PAID'],
    ['2026-06-04', '80.0000', 'PAID'],
    ['2026-06-05', '100.0000', 'PAID'],
    ['2026-06-06', '120.0000', 'PAID'],
    ['2026-06-07', '160.0000', 'PAID'],
  ]);
  expect(daily.at(0)).toMatchObject({ teamBet: '8000.0000', activeMembers: 2, upline: 'agent01', downline: 'player01' });
  const hourly = await statements(t, merchantId, playerId, 'received', 'HOURLY');
  expect(hourly).toHaveLength(12 + 6 * 24); // every hour from acceptance (12:00 on day 1), once
  expect(paidSum(hourly)).toBe(25);
  expect(paidSum(await statements(t, merchantId, playerId, 'received', 'REALTIME'))).toBe(122);
  const dividend = await statements(t, merchantId, playerId, 'received', 'DIVIDEND');
  expect(dividend.map((s) => [s.periodStart.slice(0, 10), s.periodEnd.slice(0, 10), s.teamNetLoss, s.amount])).toEqual([
    ['2026-06-01', '2026-06-08', '12200.0000', '1220.0000'],
  ]);
  // The agent reads the same rows as what they paid; the house paid the agent's own salary.
  expect(paidSum(await statements(t, merchantId, agentId, 'paid', 'DAILY'))).toBe(560);
  expect(paidSum(await statements(t, merchantId, agentId, 'received', 'DAILY'))).toBe(290);
  const balance = async (id: number) => (await t.features.wallet.service.balance(merchantId, id)).sumBalance;
  expect(await balance(playerId)).toBe('1927.0000');
  expect(await balance(agentId)).toBe('98363.0000');
  expect((await t.features.wallet.service.reconcile(merchantId)).ok).toBe(true);
}

describe('settlement over a simulated week (PGlite, the job run twice each time)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('pays the hand-computed salaries and dividend, each period once', async () => {
    const ids = await setUp(t);
    const sums = vi.spyOn(AgentsRepository.prototype, 'teamSums');
    await playWeek(t, ids, async () => {
      await t.features.agents.settlement.runAll();
      sums.mockClear();
      expect(await t.features.agents.settlement.runAll()).toBe(0); // the second run finds nothing left
      expect(sums).not.toHaveBeenCalled(); // nor sums a team's bets for a period already settled (ADR 071)
    });
    sums.mockRestore();
    await expectTheWeek(t, ids);
  }, 120_000);

  it('an upline short of money leaves the period unpaid, and a later run pays it once', async () => {
    const { merchantId } = await memberIds(t, 'demo', 'agent01');
    const a = t.features.accounts.service;
    const poor = await a.create({ merchantId, account: 'pooragent', isAgent: 1, password: 'abc12345' });
    const down = await a.create({ merchantId, account: 'poordown', password: 'abc12345', uplineId: poor.id });
    t.clock.set(at('2026-06-10T09:00:00Z'));
    const offer = await t.features.agents.contracts.propose(merchantId, poor.id, {
      kind: 'DAILY',
      account: 'poordown',
      tiers: [{ betVolume: '0', activeMember: 0, rateType: 'F', rate: '30' }],
    });
    await t.features.agents.contracts.answer(merchantId, down.id, 'DAILY', offer.id, 'A');
    t.clock.set(at('2026-06-11T00:10:00Z'));
    await t.features.agents.settlement.run('DAILY');
    const [first] = await statements(t, merchantId, down.id, 'received', 'DAILY');
    expect(first).toMatchObject({ status: 'UNPAID', amount: '30.0000' });
    await t.features.wallet.service.credit({ merchantId, memberId: poor.id, amount: '50', key: 'poor-fund', source: 'DEPOSIT' });
    await t.features.agents.settlement.run('DAILY');
    await t.features.agents.settlement.run('DAILY');
    const [again] = await statements(t, merchantId, down.id, 'received', 'DAILY');
    expect(again).toMatchObject({ id: first!.id, status: 'PAID' });
    expect((await t.features.wallet.service.balance(merchantId, poor.id)).sumBalance).toBe('20.0000');
    expect((await t.features.wallet.service.balance(merchantId, down.id)).sumBalance).toBe('30.0000');
  });
});

describe.skipIf(!TEST_DATABASE_URL)('settlement with two instances on PostgreSQL', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await createTestApp({ database: 'postgres' });
    two = await createTestApp({ postgresUrl: one.postgresUrl! });
  }, 60_000);
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('pays each period once when both instances run every job at the same moment, twice', async () => {
    const ids = await setUp(one);
    await playWeek(one, ids, async () => {
      two.clock.set(one.clock.now());
      await Promise.all([one.features.agents.settlement.runAll(), two.features.agents.settlement.runAll()]);
      await Promise.all([one.features.agents.settlement.runAll(), two.features.agents.settlement.runAll()]);
    });
    await expectTheWeek(one, ids);
  }, 180_000);
});
