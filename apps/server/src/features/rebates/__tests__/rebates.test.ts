import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, memberIds, OPS_TOKEN, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const engines = TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(engines)('rebates on %s', (database) => {
  let t: TestApp;
  let tok: string;
  let member: { merchantId: number; memberId: number };
  const balance = async () => Number((await t.features.wallet.service.balance(member.merchantId, member.memberId)).sumBalance);
  const details = async () => (await t.app.inject({ method: 'GET', url: '/wps/rebates/details', headers: authed('demo', tok) })).json();
  const claim = () => t.app.inject({ method: 'POST', url: '/wps/rebates/claim', headers: authed('demo', tok) });

  beforeAll(async () => {
    t = await createTestApp({ database });
    member = await memberIds(t, 'demo', 'player01');
    tok = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
  });
  afterAll(() => t?.close());

  it('shows the rates and the seeded accrual (turnover × rate per product)', async () => {
    const rates = (await t.app.inject({ method: 'GET', url: '/wps/rebates/rates', headers: authed('demo', tok) })).json().value;
    expect(rates).toContainEqual({ productType: 'RNG', rate: '0.010000' });
    const d = (await details()).value;
    // 1200 × 0.01 + 500 × 0.008
    expect(d.unclaimed).toBe('16.0000');
    expect(d.byProduct).toContainEqual({ productType: 'LIVE', turnover: '500.0000', rebate: '4.0000' });
  });

  it('records a bet once, at the rate of the day, rounded half up', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/rebates/rates',
      headers: ops,
      payload: { rates: [{ productType: 'SPORTS', rate: '0.00125' }] },
    });
    expect(put.json().success).toBe(true);
    const bet = { ...member, productType: 'SPORTS' as const, turnover: '10.02', betRef: 'sports:bet:1' };
    expect(await t.features.rebates.service.recordTurnover(bet)).toBe(true);
    expect(await t.features.rebates.service.recordTurnover(bet)).toBe(false);
    // 10.02 × 0.00125 = 0.012525 → 0.0125
    expect((await details()).value.byProduct).toContainEqual({ productType: 'SPORTS', turnover: '10.0200', rebate: '0.0125' });
  });

  it('a rebate claimed twice concurrently is paid once', async () => {
    const before = await balance();
    const owed = Number((await details()).value.unclaimed);
    expect(owed).toBeGreaterThan(0);
    const bodies = (await Promise.all(Array.from({ length: 5 }, () => claim()))).map((r) => r.json());
    expect(bodies.filter((b) => b.success)).toHaveLength(1);
    expect(bodies.filter((b) => b.errorCode === 'rebate_nothing_to_claim')).toHaveLength(4);
    expect((await balance()) - before).toBeCloseTo(owed, 4);
    const d = (await details()).value;
    expect(d.unclaimed).toBe('0.0000');
    expect(d.claims).toHaveLength(1); // the refused claims left no rows behind
    expect((await t.features.wallet.service.reconcile(member.merchantId)).ok).toBe(true);
  });

  it('the console reads the rates in force with the member pages switched off, and a member cannot', async () => {
    const acme = (await t.features.system.service.merchantByCode('acme'))!.id;
    await t.features.system.service.setFlags(acme, { MYRBT3: false });
    await t.features.rebates.service.setRates(acme, [{ productType: 'LIVE', rate: '0.0125' }]);
    const res = await t.app.inject({ method: 'GET', url: '/ops/merchants/acme/rebates/rates', headers: ops });
    expect(res.json()).toMatchObject({ success: true, value: [{ productType: 'LIVE', rate: '0.012500' }] });
    const member = await t.app.inject({ method: 'GET', url: '/ops/merchants/acme/rebates/rates', headers: authed('acme', tok) });
    expect(member.statusCode).toBe(401);
  });

  it('is closed when the merchant turns the switch off', async () => {
    const acmeTok = (await login(t, 'acme', { username: 'player01', password: 'abc12345' })).body.value.token;
    await t.features.system.service.setFlags((await t.features.system.service.merchantByCode('acme'))!.id, { MANPLAYREB3: false });
    const res = await t.app.inject({ method: 'POST', url: '/wps/rebates/claim', headers: authed('acme', acmeTok) });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'rebate_disabled' });
  });
});
