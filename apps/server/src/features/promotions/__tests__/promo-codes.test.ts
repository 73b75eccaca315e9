import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, encrypted, headers, OPS_TOKEN, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';
import { call, signedInOperator } from '../../../test/operators.js';
import { freshMember } from '../../../test/reward-members.js';

const FIN = '/ops/merchants/demo/finance';

const ops = { authorization: `Bearer ${OPS_TOKEN}`, language: 'EN' };
const engines = TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
const URL = '/ops/merchants/demo/promo-codes';
let seq = 0;

/**
 * Promo codes (issue 25, docs/adr/058): operators create them, visitors check them live, members
 * redeem them once; the bonus goes through the wallet with a key and carries wagering. The last use
 * and a member's double redemption are raced on the real database.
 */
describe.each(engines)('promo codes on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database, captchaText: 'wxyz' });
    await t.features.system.service.setFlags((await t.features.system.service.merchantByCode('demo'))!.id, {
      USERNAMEREG3: true,
      REGMOBVERF3: false,
    });
  }, 900_000);
  afterAll(() => t?.close());

  const create = async (body: Record<string, unknown>) =>
    (await t.app.inject({ method: 'POST', url: URL, headers: ops, payload: { turnoverMultiplier: 3, maxUses: 10, ...body } })).json();
  const check = async (code: string, h: Record<string, string> = headers('demo')) =>
    (await t.app.inject({ method: 'GET', url: `/wps/promotions/promo-codes/check?code=${encodeURIComponent(code)}`, headers: h })).json()
      .value;
  const redeem = (h: Record<string, string>, code: string) =>
    t.app.inject({ method: 'POST', url: '/wps/promotions/promo-codes/redeem', headers: h, payload: { code } }).then((r) => r.json());
  const usedCount = async (code: string) =>
    ((await t.app.inject({ method: 'GET', url: URL, headers: ops })).json().value as { code: string; usedCount: number }[]).find(
      (c) => c.code === code,
    )!.usedCount;

  it('a visitor checks a code live: valid with what it grants, or why not in their language', async () => {
    const enabled = async () =>
      (await t.app.inject({ method: 'GET', url: '/wps/promotions/promo-codes/enabled', headers: headers('demo') })).json().value.enabled;
    expect(await enabled()).toBe(false);
    expect((await create({ code: 'welcome10', bonus: '10' })).value).toMatchObject({ code: 'WELCOME10', bonus: '10.0000', usedCount: 0 });
    expect(await enabled()).toBe(true);
    expect(await check('Welcome10')).toEqual({ valid: true, errorCode: null, message: null, bonus: '10.0000', turnoverMultiplier: 3 });
    expect(await check('NOSUCHCODE')).toMatchObject({
      valid: false,
      errorCode: 'promo_code_invalid',
      message: 'This promo code is not valid.',
    });
    expect(await check('bad code!')).toMatchObject({ valid: false, errorCode: 'promo_code_invalid' });
    expect((await check('NOSUCHCODE', headers('demo', 'CN'))).message).toBe('优惠码无效。');
    const now = t.clock.now().getTime();
    await create({ code: 'LATER', bonus: '5', startsAt: new Date(now + 86_400_000).toISOString() });
    expect(await check('LATER')).toMatchObject({ valid: false, errorCode: 'promo_code_invalid' });
    await create({ code: 'SHORT', bonus: '5', endsAt: new Date(now + 60_000).toISOString() });
    expect(await check('SHORT')).toMatchObject({ valid: true });
    t.clock.advance(61_000);
    expect(await check('SHORT')).toMatchObject({ valid: false, errorCode: 'promo_code_expired' });
    const off = await create({ code: 'OFFCODE', bonus: '5' });
    await t.app.inject({ method: 'POST', url: `${URL}/${off.value.id}/enabled`, headers: ops, payload: { enabled: false } });
    expect(await check('OFFCODE')).toMatchObject({ valid: false, errorCode: 'promo_code_invalid' });
  });

  it('refuses a duplicate code (any case) and a window that ends before it starts, storing nothing', async () => {
    await create({ code: 'DUPE1', bonus: '1' });
    expect(await create({ code: 'dupe1', bonus: '2' })).toMatchObject({ success: false, errorCode: 'promo_code_taken' });
    const start = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    expect(await create({ code: 'BACKWARDS', bonus: '1', startsAt: start, endsAt: t.clock.now().toISOString() })).toMatchObject({
      success: false,
      errorCode: 'promo_code_window_invalid',
    });
    expect(await check('BACKWARDS')).toMatchObject({ errorCode: 'promo_code_invalid' });
  });

  it('a member redeems once: the bonus is credited through the wallet and counts in the wagering a withdrawal waits for', async () => {
    await create({ code: 'ONCE20', bonus: '20', turnoverMultiplier: 5 });
    const m = await freshMember(t, `promo${++seq}a`);
    const before = Number(await m.balance());
    expect(await redeem(m.headers, 'once20')).toMatchObject({
      success: true,
      value: { code: 'ONCE20', bonus: '20.0000', turnoverRequired: '100.0000' },
    });
    expect(Number(await m.balance())).toBe(before + 20);
    expect(await redeem(m.headers, 'ONCE20')).toMatchObject({ success: false, errorCode: 'promo_code_redeemed' });
    expect(await check('ONCE20', m.headers)).toMatchObject({ valid: false, errorCode: 'promo_code_redeemed' });
    expect(Number(await m.balance())).toBe(before + 20);
    const wagering = (await t.app.inject({ method: 'GET', url: '/wps/promotions/wagering', headers: m.headers })).json().value;
    expect(wagering).toMatchObject({
      remaining: '100.0000',
      bonuses: [{ applicationId: null, promoCode: 'ONCE20', required: '100.0000' }],
    });
    const list = (await t.app.inject({ method: 'GET', url: '/wps/promotions/promo-codes/redemptions', headers: m.headers })).json().value;
    expect(list).toEqual([expect.objectContaining({ code: 'ONCE20', bonus: '20.0000' })]);
    // One wallet movement, from the promo codes' own house account, under the redemption's key.
    const rows = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from wallet_transactions where merchant_id = ${m.merchantId} and idempotency_key like ${`promo-code:%:${m.memberId}`}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(rows[0]!.n).toBe(1);
  });

  it('two members racing for the last use: exactly one is paid, the count never passes the limit', async () => {
    await create({ code: 'LASTONE', bonus: '7', maxUses: 1 });
    const a = await freshMember(t, `promo${++seq}b`);
    const b = await freshMember(t, `promo${++seq}c`);
    const [ba, bb] = [Number(await a.balance()), Number(await b.balance())];
    const results = await Promise.all([redeem(a.headers, 'LASTONE'), redeem(b.headers, 'LASTONE')]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.filter((r) => !r.success).map((r) => r.errorCode)).toEqual(['promo_code_exhausted']);
    expect(Number(await a.balance()) - ba + (Number(await b.balance()) - bb)).toBe(7);
    expect(await usedCount('LASTONE')).toBe(1);
    expect(await check('LASTONE')).toMatchObject({ valid: false, errorCode: 'promo_code_exhausted' });
  });

  it('the same member redeeming twice at once is paid once, and the losing attempt gives its use back', async () => {
    await create({ code: 'TWICE', bonus: '9', maxUses: 5 });
    const m = await freshMember(t, `promo${++seq}d`);
    const before = Number(await m.balance());
    const results = await Promise.all([1, 2, 3, 4].map(() => redeem(m.headers, 'TWICE')));
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(new Set(results.filter((r) => !r.success).map((r) => r.errorCode))).toEqual(new Set(['promo_code_redeemed']));
    expect(Number(await m.balance())).toBe(before + 9);
    expect(await usedCount('TWICE')).toBe(1);
  });

  it('a code typed in the register form is redeemed for the new member; a bad one does not stop the registration', async () => {
    await create({ code: 'JOIN5', bonus: '5', turnoverMultiplier: 1 });
    const register = async (promoCode: string) => {
      const device = { 'device-id': crypto.randomUUID() };
      await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: { ...headers('demo'), ...device } });
      const username = `pc${Math.random().toString(36).slice(2, 9)}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/member/register',
        headers: { ...headers('demo'), ...device },
        payload: await encrypted(t, {
          username,
          mobileNum: `137${String(++seq).padStart(8, '0')}`,
          password: 'abc12345',
          confirmPassword: 'abc12345',
          captcha: 'wxyz',
          agreed: true,
          registerMethod: 'WEB',
          promoCode,
        }),
        remoteAddress: `10.9.0.${seq}`,
      });
      expect(res.json(), JSON.stringify(res.json())).toMatchObject({ success: true });
      const merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
      const memberId = (await t.features.accounts.service.findByAccount(merchantId, username))!.id;
      return (await t.features.wallet.service.balance(merchantId, memberId)).sumBalance;
    };
    expect(Number(await register('join5'))).toBe(5);
    expect(Number(await register('NOPE-NOPE'))).toBe(0);
  });

  describe('two-person gate (ADR 045/058)', () => {
    let alice: ReturnType<typeof call>;
    let bob: ReturnType<typeof call>;
    beforeAll(async () => {
      alice = call(t, await signedInOperator(t, `pc-alice-${database}`, 'finance'));
      bob = call(t, await signedInOperator(t, `pc-bob-${database}`, 'finance'));
      const admin = call(t, await signedInOperator(t, `pc-admin-${database}`, 'admin'));
      expect((await admin('PUT', `${FIN}/settings`, { approvalThreshold: '1000' })).json().success).toBe(true);
    });

    it('bonus × uses within the threshold is created at once by one operator', async () => {
      expect((await alice('POST', URL, { code: 'SMALL', bonus: '10', maxUses: 100 })).json().value).toMatchObject({ code: 'SMALL' });
    });

    it('above the threshold, or without a use limit, the code exists only after a second operator approves', async () => {
      for (const [code, maxUses] of [
        ['BIGCODE', 101],
        ['ENDLESS', null],
      ] as const) {
        const res = (await alice('POST', URL, { code, bonus: '10', maxUses })).json();
        expect(res.value).toMatchObject({ pending: true, approvalId: expect.any(Number) });
        expect(await check(code)).toMatchObject({ valid: false, errorCode: 'promo_code_invalid' });
        expect((await alice('POST', `${FIN}/adjustments/${res.value.approvalId}/approve`)).json().errorCode).toBe('finance_own_request');
        expect((await bob('POST', `${FIN}/adjustments/${res.value.approvalId}/approve`)).json().value).toMatchObject({ status: 'applied' });
        expect(await check(code)).toMatchObject({ valid: true, bonus: '10.0000' });
      }
    });
  });
});
