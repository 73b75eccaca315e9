import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeVendor } from '../../features/games/__tests__/fake-vendor.js';
import { login, type TestApp } from '../../test/harness.js';
import { appWithVendor, bettor, houseBet, launchToken, PASSWORD, STAKE } from './bets.fixture.js';

// Issue 27 / ADR 065: the play-time (session_time) limit. Time counts between a signed-in member's
// activity points (sign-in, requests, stakes, sign-out) when they are at most 10 minutes apart, per
// period in the merchant's zone (Asia/Shanghai, UTC+8, by default); when a period's time is used up
// bets and sign-in are refused until the period ends.
let t: TestApp;
let vendor: FakeVendor;
let merchantId: number;
let n = 0;
const MIN = 60_000;

beforeAll(async () => {
  ({ t, vendor, merchantId } = await appWithVendor());
}, 120_000);
afterAll(() => t?.close());

type Bettor = Awaited<ReturnType<typeof bettor>>;
const fresh = () => bettor(t, merchantId, `tm${++n}x${Date.now() % 100000}`);
const call = async (
  headers: Record<string, string>,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  language = 'EN',
) => (await t.app.inject({ method, url, headers: { ...headers, language }, ...(payload ? { payload } : {}) })).json();
const setTime = (b: Bettor, period: string, amount: string | null, language = 'EN') =>
  call(b.headers, 'PUT', '/wps/safer-gambling/limits', { kind: 'session_time', period, amount }, language);
/** A request on the member's session: an activity point (the session writes last-seen once a minute). */
const limitsOf = async (headers: Record<string, string>) =>
  (await call(headers, 'GET', '/wps/safer-gambling/limits')).value.limits as { kind: string; period: string; [k: string]: unknown }[];
const timeOf = async (b: Bettor, period: string) =>
  (await limitsOf(b.headers)).find((l) => l.kind === 'session_time' && l.period === period);
const accountOf = async (b: Bettor) => (await t.features.accounts.service.get(merchantId, b.memberId)).account;
const signIn = async (b: Bettor, language = 'EN') => login(t, 'demo', { username: await accountOf(b), password: PASSWORD }, { language });
const spin = (b: Bettor, key: string, language = 'EN') => call(b.headers, 'POST', '/wps/house/slot/spin', { amount: STAKE, key }, language);

describe('play-time limit', () => {
  it('counts signed-in minutes, then refuses bets and sign-in (localised) until local midnight', async () => {
    t.clock.set('2026-06-03T14:00:00Z'); // 22:00 in Shanghai
    const b = await fresh();
    expect((await setTime(b, 'day', '30')).success).toBe(true);
    for (let i = 0; i < 6; i++) {
      t.clock.advance(5 * MIN);
      await limitsOf(b.headers);
    }
    expect(await timeOf(b, 'day')).toMatchObject({ amount: '30', used: '30', left: '0', periodEndsAt: '2026-06-03T16:00:00.000Z' });

    const refused = await spin(b, `tm-s1-${b.memberId}`, 'CN');
    expect(refused).toMatchObject({ success: false, errorCode: 'sg_time_limit_reached' });
    expect(refused.message).toContain('2026-06-03T16:00:00.000Z');
    expect(refused.message).toMatch(/游戏时间/);
    const again = await signIn(b, 'TW');
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ success: false, errorCode: 'sg_time_limit_reached' });
    expect(again.body.message).toMatch(/遊戲時間/);
    // Both refusals are in the operators' report: the bet's (written after its rollback) and the sign-in's.
    await new Promise((r) => setTimeout(r, 50));
    const report = await t.features.saferGambling.ops.refusals(merchantId, { from: '2026-06-03', to: '2026-06-03', page: 1, size: 100 });
    const mine = report.list
      .filter((r) => r.memberId === b.memberId)
      .map(({ gate, kind, period, amount }) => ({ gate, kind, period, amount }));
    expect(mine).toEqual(
      expect.arrayContaining([
        { gate: 'sign_in', kind: 'session_time', period: 'day', amount: '0.0000' },
        { gate: 'bet', kind: 'session_time', period: 'day', amount: `${Number(STAKE).toFixed(4)}` },
      ]),
    );

    // 00:00:30 local the next day (still 3 June in UTC): a new day, and more than ten minutes of silence.
    t.clock.set('2026-06-03T16:00:30Z');
    const back = await signIn(b);
    expect(back.body.success).toBe(true);
    const headers = { ...b.headers, authorization: `Bearer ${back.body.value.token}` };
    const day = (await limitsOf(headers)).find((l) => l.kind === 'session_time' && l.period === 'day');
    expect(day).toMatchObject({ used: '0', left: '30' });
    await houseBet(t, { ...b, headers }, 'slot', `tm-s2-${b.memberId}`);
  }, 60_000);

  it('a silence over ten minutes is a break, a sign-out ends the stretch, and two sessions count once', async () => {
    t.clock.set('2026-06-04T02:00:00Z');
    const b = await fresh();
    const second = await signIn(b);
    const other = { ...b.headers, authorization: `Bearer ${second.body.value.token}` };
    t.clock.advance(4 * MIN);
    await limitsOf(b.headers);
    await limitsOf(other);
    expect((await timeOf(b, 'day'))?.used).toBe('4');
    t.clock.advance(11 * MIN);
    await limitsOf(b.headers);
    expect((await timeOf(b, 'day'))?.used).toBe('4');
    t.clock.advance(2 * MIN);
    await limitsOf(other);
    expect((await timeOf(b, 'day'))?.used).toBe('6');
    t.clock.advance(90_000);
    expect((await call(b.headers, 'DELETE', '/wps/session/logout')).success).toBe(true);
    t.clock.advance(3 * MIN);
    const back = await signIn(b);
    const headers = { ...b.headers, authorization: `Bearer ${back.body.value.token}` };
    // 6 minutes and the 1.5 before the sign-out; the 3 signed out are not counted.
    expect((await limitsOf(headers)).find((l) => l.kind === 'session_time' && l.period === 'day')?.used).toBe('7');
  }, 60_000);

  it('splits a stretch across local midnight (and the Monday a week starts) in the merchant zone', async () => {
    t.clock.set('2026-06-07T15:55:00Z'); // Sunday 23:55 in Shanghai, Sunday in UTC
    const b = await fresh();
    t.clock.advance(10 * MIN); // Monday 00:05 local; still Sunday in UTC
    const limits = await limitsOf(b.headers);
    const used = (period: string) => limits.find((l) => l.kind === 'session_time' && l.period === period)?.used;
    expect([used('day'), used('week'), used('month')]).toEqual(['5', '5', '10']);
  }, 60_000);

  it('a vendor stake is an activity point (a game in its frame sends us no member request)', async () => {
    t.clock.set('2026-06-05T03:00:00Z');
    const b = await fresh();
    await setTime(b, 'week', '8');
    const token = await launchToken(t, b);
    const debit = (key: string) => vendor.call('debit', { token, transactionId: key, roundId: `R-${key}`, amount: STAKE });
    t.clock.advance(4 * MIN);
    expect((await debit(`tm-v1-${b.memberId}`)).body.success).toBe(true);
    t.clock.advance(4 * MIN);
    // 8 minutes are used now: the gate counts the time since the last stake before it decides.
    expect((await debit(`tm-v2-${b.memberId}`)).body).toMatchObject({ success: false, errorCode: 'sw_insufficient_funds' });
    expect((await t.features.saferGambling.service.overview(merchantId, b.memberId)).limits).toContainEqual(
      expect.objectContaining({ kind: 'session_time', period: 'week', used: '8', left: '0' }),
    );
  }, 60_000);

  it('takes whole minutes only (localised refusal, nothing changed); lowering binds at once, raising waits', async () => {
    t.clock.set('2026-06-06T03:00:00Z');
    const b = await fresh();
    for (const bad of ['1.5', '44641']) {
      const res = await setTime(b, 'month', bad, 'JA');
      expect(res).toMatchObject({ success: false, errorCode: 'sg_time_limit_invalid' });
      expect(res.message).toMatch(/プレイ時間/);
    }
    expect(await timeOf(b, 'month')).toMatchObject({ amount: null, pending: null });
    await setTime(b, 'month', '600');
    await setTime(b, 'month', '300');
    expect(await timeOf(b, 'month')).toMatchObject({ amount: '300', pending: null });
    await setTime(b, 'month', '900');
    expect(await timeOf(b, 'month')).toMatchObject({ amount: '300', pending: { amount: '900' } });
    expect((await call(b.headers, 'POST', '/wps/safer-gambling/limits/confirm', { kind: 'session_time', period: 'month' })).errorCode).toBe(
      'sg_pending_not_due',
    );
  }, 60_000);
});
