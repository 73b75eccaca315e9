import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeVendor } from '../../features/games/__tests__/fake-vendor.js';
import { createTestApp, login, memberIds, type TestApp } from '../../test/harness.js';
import { bettor, houseBet, lotteryBet, STAKE } from './bets.fixture.js';

// Issue 27 / ADR 065: the member's limits are checked in the bet's own transaction for every
// source, counted in the merchant's zone (Asia/Shanghai by default), and only tighten at once.
let t: TestApp;
let vendor: FakeVendor;
let merchantId: number;
let n = 0;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  vendor = new FakeVendor(`http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`, 'FAKE', 'demo-secret-fake-change-me');
  ({ merchantId } = await memberIds(t, 'demo', 'player01'));
}, 120_000);
afterAll(() => t?.close());

type Bettor = Awaited<ReturnType<typeof bettor>>;
const fresh = () => bettor(t, merchantId, `sg${++n}x${Date.now() % 100000}`);

const call = async (b: Bettor, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, language = 'EN') =>
  (await t.app.inject({ method, url, headers: { ...b.headers, language }, ...(payload ? { payload } : {}) })).json();
const setLimit = (b: Bettor, kind: string, period: string, amount: string | null) =>
  call(b, 'PUT', '/wps/safer-gambling/limits', { kind, period, amount });
const limitOf = async (b: Bettor, kind: string, period: string) =>
  (await call(b, 'GET', '/wps/safer-gambling/limits')).value.limits.find(
    (l: { kind: string; period: string }) => l.kind === kind && l.period === period,
  );

async function launchToken(b: Bettor): Promise<string> {
  const launched = await t.app.inject({
    method: 'GET',
    url: '/wps/game/launch/v2?vassalage=FAKE&gameId=fake-fortune&accountType=1',
    headers: b.headers,
  });
  return FakeVendor.tokenOf(launched.json().value.game_url);
}
const debit = (token: string, key: string) => vendor.call('debit', { token, transactionId: key, roundId: `R-${key}`, amount: STAKE });
const balance = async (b: Bettor) => (await t.features.wallet.service.mainBalance(merchantId, b.memberId, true)).balance;
const houseTry = (b: Bettor, key: string, language = 'EN') => call(b, 'POST', '/wps/house/slot/spin', { amount: STAKE, key }, language);

describe('loss limit across every bet source', () => {
  it('counts the lottery and a vendor debit, then refuses the house slot, the vendor and the lottery', async () => {
    const b = await fresh();
    expect((await setLimit(b, 'loss', 'day', '25')).success).toBe(true);
    await lotteryBet(t, b, 'SSC', `sg-lot-${b.memberId}`);
    const token = await launchToken(b);
    expect((await debit(token, `sg-d1-${b.memberId}`)).body.success).toBe(true);
    expect(await limitOf(b, 'loss', 'day')).toMatchObject({ amount: '25.0000', used: '20.0000', left: '5.0000' });
    const before = await balance(b);

    const house = await houseTry(b, `sg-h-${b.memberId}`, 'CN');
    expect(house).toMatchObject({ success: false, errorCode: 'sg_bet_limit_reached' });
    expect(house.message).toContain('5.0000');
    expect(house.message).toMatch(/限额/);
    // The vendor hears the protocol's business refusal, as for insufficient funds.
    const refused = await debit(token, `sg-d2-${b.memberId}`);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'sw_insufficient_funds' });
    await expect(lotteryBet(t, b, 'SSC', `sg-lot2-${b.memberId}`)).rejects.toThrow(/sg_bet_limit_reached/);
    expect(await balance(b)).toBe(before);
  }, 60_000);

  it('two bets at once that only fit one at a time: exactly one goes through', async () => {
    const b = await fresh();
    await setLimit(b, 'wager', 'day', '15');
    const both = await Promise.all([houseTry(b, `sg-c1-${b.memberId}`), houseTry(b, `sg-c2-${b.memberId}`)]);
    expect(both.filter((r) => r.success)).toHaveLength(1);
    expect(both.filter((r) => r.errorCode === 'sg_bet_limit_reached')).toHaveLength(1);
    expect((await limitOf(b, 'wager', 'day')).used).toBe('10.0000');
  }, 60_000);

  it('a house game stake counts against a wager limit', async () => {
    const b = await fresh();
    await setLimit(b, 'wager', 'week', '15');
    await houseBet(t, b, 'slot', `sg-w1-${b.memberId}`);
    expect(await limitOf(b, 'wager', 'week')).toMatchObject({ used: '10.0000', left: '5.0000' });
    expect(await houseTry(b, `sg-w2-${b.memberId}`)).toMatchObject({ success: false, errorCode: 'sg_bet_limit_reached' });
  }, 60_000);
});

describe('periods in the merchant time zone', () => {
  it('a day limit starts again at local midnight (16:00 UTC in Asia/Shanghai), not at UTC midnight', async () => {
    t.clock.set('2026-06-02T15:50:00Z'); // 23:50 local
    const b = await fresh();
    await setLimit(b, 'wager', 'day', '15');
    await houseBet(t, b, 'slot', `sg-p1-${b.memberId}`);
    expect(await houseTry(b, `sg-p2-${b.memberId}`)).toMatchObject({ errorCode: 'sg_bet_limit_reached' });
    t.clock.set('2026-06-02T16:10:00Z'); // 00:10 local the next day; still the same UTC day
    expect(await limitOf(b, 'wager', 'day')).toMatchObject({ used: '0.0000', left: '15.0000' });
    await houseBet(t, b, 'slot', `sg-p3-${b.memberId}`);
    // The week (Monday 1 June local) still holds both days' stakes.
    expect((await limitOf(b, 'wager', 'week')).used).toBe('20.0000');
  }, 60_000);
});

describe('changing a limit', () => {
  it('lowers at once; a raise or removal waits 24 hours, then needs the member to confirm', async () => {
    const b = await fresh();
    await setLimit(b, 'loss', 'month', '100');
    await setLimit(b, 'loss', 'month', '50');
    expect(await limitOf(b, 'loss', 'month')).toMatchObject({ amount: '50.0000', pending: null });

    const raisedAt = t.clock.now().getTime();
    await setLimit(b, 'loss', 'month', '200');
    const raised = await limitOf(b, 'loss', 'month');
    expect(raised).toMatchObject({ amount: '50.0000', pending: { amount: '200.0000' } });
    expect(new Date(raised.pending.confirmableAt).getTime()).toBe(raisedAt + 24 * HOUR);
    const early = await call(b, 'POST', '/wps/safer-gambling/limits/confirm', { kind: 'loss', period: 'month' });
    expect(early).toMatchObject({ success: false, errorCode: 'sg_pending_not_due' });

    t.clock.advance(24 * HOUR);
    const svc = t.features.saferGambling.service;
    // Nothing changes by itself after the wait: only the confirmation applies it.
    expect((await svc.overview(merchantId, b.memberId)).limits.find((l) => l.kind === 'loss' && l.period === 'month')?.amount).toBe(
      '50.0000',
    );
    await svc.confirm(merchantId, b.memberId, 'loss', 'month');
    expect((await svc.overview(merchantId, b.memberId)).limits.find((l) => l.kind === 'loss' && l.period === 'month')?.amount).toBe(
      '200.0000',
    );

    await svc.setLimit(merchantId, b.memberId, { kind: 'loss', period: 'month', amount: null });
    await expect(svc.confirm(merchantId, b.memberId, 'loss', 'month')).rejects.toMatchObject({ code: 'sg_pending_not_due' });
    t.clock.advance(24 * HOUR);
    const removed = await svc.confirm(merchantId, b.memberId, 'loss', 'month');
    expect(removed.limits.find((l) => l.kind === 'loss' && l.period === 'month')).toMatchObject({
      amount: null,
      left: null,
      pending: null,
    });
  }, 60_000);
});

describe('time-out', () => {
  it('signs the member out, refuses sign-in (localised) and bets, and ends on time', async () => {
    const b = await fresh();
    const token = await launchToken(b);
    const taken = await call(b, 'POST', '/wps/safer-gambling/exclusion', { kind: 'timeout', days: 1 });
    expect(taken.value.exclusion).toMatchObject({ kind: 'timeout' });
    // The session that asked is gone at once.
    const after = await t.app.inject({ method: 'GET', url: '/wps/safer-gambling/limits', headers: b.headers });
    expect(after.statusCode).toBe(401);
    const account = (await t.features.accounts.service.get(merchantId, b.memberId)).account;
    const refused = await login(t, 'demo', { username: account, password: 'abc12345' }, { language: 'TW' });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'sg_excluded' });
    expect(refused.body.message).toMatch(/冷靜期/);
    // A vendor round opened before is refused as well.
    expect((await debit(token, `sg-x-${b.memberId}`)).body).toMatchObject({ success: false, errorCode: 'sw_insufficient_funds' });
    // It cannot be shortened: only a later end replaces it.
    await expect(t.features.saferGambling.service.exclude(merchantId, b.memberId, { kind: 'timeout', days: 1 })).rejects.toMatchObject({
      code: 'sg_exclusion_active',
    });
    t.clock.advance(25 * HOUR);
    expect((await login(t, 'demo', { username: account, password: 'abc12345' })).body.success).toBe(true);
  }, 60_000);
});

describe('deposit limit', () => {
  it('counts pending and approved requests in the period and refuses the one that would pass it', async () => {
    const b = await fresh();
    await setLimit(b, 'deposit', 'day', '100');
    const ask = (amount: string, key: string) => call(b, 'POST', '/wps/cashier/deposit', { amount, reference: key, key });
    expect((await ask('60', `sg-dep1-${b.memberId}`)).success).toBe(true);
    expect(await ask('50', `sg-dep2-${b.memberId}`)).toMatchObject({ success: false, errorCode: 'sg_deposit_limit_reached' });
    expect((await ask('40', `sg-dep3-${b.memberId}`)).success).toBe(true);
    // A retried request (same key) is answered as the first time, not counted against itself.
    expect((await ask('40', `sg-dep3-${b.memberId}`)).success).toBe(true);
    expect(await limitOf(b, 'deposit', 'day')).toMatchObject({ used: '100.0000', left: '0.0000' });
  }, 60_000);
});

describe('deposit limit under concurrent requests', () => {
  it('two requests at once whose sum passes the limit: exactly one is recorded', async () => {
    const b = await fresh();
    await setLimit(b, 'deposit', 'day', '100');
    const ask = (key: string) => call(b, 'POST', '/wps/cashier/deposit', { amount: '60', reference: key, key });
    const both = await Promise.all([ask(`sg-cc1-${b.memberId}`), ask(`sg-cc2-${b.memberId}`)]);
    expect(both.filter((r) => r.success)).toHaveLength(1);
    expect(both.filter((r) => r.errorCode === 'sg_deposit_limit_reached')).toHaveLength(1);
    expect(await limitOf(b, 'deposit', 'day')).toMatchObject({ used: '60.0000', left: '40.0000' });
  }, 60_000);
});

describe('reality check', () => {
  it('reports stakes and net result since sign-in and the chosen interval', async () => {
    const b = await fresh();
    await call(b, 'PUT', '/wps/safer-gambling/reality-check', { minutes: 15 });
    await lotteryBet(t, b, 'SSC', `sg-rc-${b.memberId}`);
    t.clock.advance(16 * 60_000);
    const rc = (await call(b, 'GET', '/wps/safer-gambling/reality-check')).value;
    expect(rc).toMatchObject({ staked: '10.0000', won: '0.0000', net: '-10.0000', intervalMinutes: 15 });
    expect(rc.minutes).toBeGreaterThanOrEqual(16);
  }, 60_000);
});
