import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OPS_TOKEN, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';
import { approvedDeposit, freshMember, PASSWORD } from '../../../test/reward-members.js';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const engines = TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
type Member = Awaited<ReturnType<typeof freshMember>>;

/**
 * A bonus paid with a wagering requirement blocks withdrawals until the member's stakes since the
 * bonus cover it, or an operator waives it (docs/adr/023). Through the HTTP API, on the real ledger.
 */
describe.each(engines)('wagering requirement on withdrawal on %s', (database) => {
  let t: TestApp;
  let promotionId: number;
  beforeAll(async () => {
    t = await createTestApp({ database });
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/merchants/demo/promotions',
      headers: ops,
      payload: { title: 'Reload 50', content: '<p>x</p>', applicable: true },
    });
    promotionId = res.json().value.id;
  }, 60_000);
  afterAll(() => t?.close());

  const spin = async (m: Member, key: string) => {
    const r = await t.app.inject({ method: 'POST', url: '/wps/house/slot/spin', headers: m.headers, payload: { amount: '10.00', key } });
    expect(r.json().success).toBe(true);
  };
  /** A member with 100 deposited and a 50 bonus to be wagered 4 times (200). */
  const bonused = async (name: string) => {
    const m = await freshMember(t, name);
    await t.features.accounts.service.setPaymentPassword(m.merchantId, m.memberId, PASSWORD, '246810');
    await approvedDeposit(t, m, '100', `${name}-dep`);
    // A stake placed before the bonus is paid never counts towards it.
    await spin(m, `${name}-before`);
    t.clock.advance(1000);
    const app = await t.app.inject({ method: 'POST', url: '/wps/promotions/apply', headers: m.headers, payload: { promotionId } });
    expect(app.json(), JSON.stringify(app.json())).toMatchObject({ success: true });
    const id = app.json().value.id as number;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/ops/merchants/demo/reward-applications/${id}/approve`,
      headers: ops,
      payload: { bonus: '50', turnoverMultiplier: 4 },
    });
    expect(approved.json().value).toMatchObject({ status: 'APPROVED', turnoverRequired: '200.0000' });
    return { m, id };
  };
  const withdraw = async (m: Member, amount: string, key: string, language = 'EN') =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/wps/cashier/withdraw',
        headers: { ...m.headers, language },
        payload: { amount, paymentPassword: '246810', key },
      })
    ).json();
  const check = async (m: Member) =>
    (await t.app.inject({ method: 'GET', url: '/wps/cashier/withdraw/check', headers: m.headers })).json().value.wageringRemaining;
  const pending = async (m: Member) =>
    (await t.features.cashier.service.list(m.merchantId, m.memberId)).filter((r) => r.kind === 'withdraw');

  it('blocks a withdrawal while turnover is short, naming what remains in the member’s language; nothing is held', async () => {
    const { m } = await bonused('wagerblock');
    expect(await check(m)).toBe('200.0000');
    const before = await m.balance();
    const en = await withdraw(m, '120', 'wager-block-1');
    expect(en).toMatchObject({ success: false, errorCode: 'withdraw_wagering_unmet' });
    expect(en.message).toContain('200.0000');
    const cn = await withdraw(m, '120', 'wager-block-2', 'CN');
    expect(cn.message).toMatch(/流水.*200\.0000/);
    expect(await m.balance()).toBe(before);
    expect(await pending(m)).toEqual([]);
    // Stakes since the bonus count down the requirement.
    for (let i = 0; i < 5; i++) await spin(m, `wager-block-spin-${i}`);
    expect(await check(m)).toBe('150.0000');
    const status = (await t.app.inject({ method: 'GET', url: '/wps/promotions/wagering', headers: m.headers })).json().value;
    expect(status).toMatchObject({ remaining: '150.0000', bonuses: [{ required: '200.0000', turnover: '50.0000', bonus: '50.0000' }] });
    expect((await withdraw(m, '100', 'wager-block-3')).errorCode).toBe('withdraw_wagering_unmet');
  });

  it('lets the withdrawal through once stakes since the bonus meet the requirement', async () => {
    const { m } = await bonused('wagermet');
    // Enough money that twenty random spins cannot leave less than the withdrawal (a deposit adds no requirement).
    await approvedDeposit(t, m, '1000', 'wagermet-extra');
    for (let i = 0; i < 20; i++) await spin(m, `wager-met-spin-${i}`);
    expect(await check(m)).toBe('0.0000');
    const res = await withdraw(m, '100', 'wager-met-1');
    expect(res).toMatchObject({ success: true, value: { status: 'pending', amount: '100.0000' } });
  });

  it('requirements stack: a second bonus paid before the first is met adds to it', async () => {
    const { m } = await bonused('wagerstack');
    for (let i = 0; i < 5; i++) await spin(m, `wager-stack-spin-${i}`);
    const second = await t.app.inject({
      method: 'POST',
      url: '/ops/merchants/demo/promotions',
      headers: ops,
      payload: { title: 'Second', content: '<p>y</p>', applicable: true },
    });
    const app = await t.app.inject({
      method: 'POST',
      url: '/wps/promotions/apply',
      headers: m.headers,
      payload: { promotionId: second.json().value.id },
    });
    await t.app.inject({
      method: 'POST',
      url: `/ops/merchants/demo/reward-applications/${app.json().value.id}/approve`,
      headers: ops,
      payload: { bonus: '10', turnoverMultiplier: 3 },
    });
    // 200 + 30 required since the first bonus, 50 staked since: 180 remain.
    expect(await check(m)).toBe('180.0000');
  });

  it('an operator waiver lifts the block, once, and is audited', async () => {
    const { m, id } = await bonused('wagerwaive');
    expect((await withdraw(m, '100', 'wager-waive-1')).errorCode).toBe('withdraw_wagering_unmet');
    const waive = () =>
      t.app.inject({
        method: 'POST',
        url: `/ops/merchants/demo/reward-applications/${id}/waive-wagering`,
        headers: ops,
        payload: { remarks: 'goodwill after complaint' },
      });
    const missingReason = await t.app.inject({
      method: 'POST',
      url: `/ops/merchants/demo/reward-applications/${id}/waive-wagering`,
      headers: ops,
      payload: {},
    });
    expect(missingReason.json().success).toBe(false);
    expect(await check(m)).toBe('200.0000');
    const first = (await waive()).json();
    expect(first).toMatchObject({ success: true, value: { id, status: 'APPROVED' } });
    expect(first.value.wageringWaivedAt).not.toBeNull();
    expect((await waive()).json()).toMatchObject({ success: false, errorCode: 'wagering_nothing_to_waive' });
    expect(await check(m)).toBe('0.0000');
    expect(await withdraw(m, '100', 'wager-waive-2')).toMatchObject({ success: true, value: { status: 'pending' } });
    const audit = (await t.database.db.execute(
      "select action from ops_audit where action like '%waive-wagering%'" as never,
    )) as unknown as {
      rows: { action: string }[];
    };
    expect(audit.rows.map((r) => r.action)).toContain('POST /ops/merchants/:code/reward-applications/:id/waive-wagering');
  });
});
