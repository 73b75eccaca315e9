import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { auditOf } from '../../../test/operators.js';
import { call, FIN, signedInOperator } from './finance.helpers.js';

/**
 * Issue 22, item 2 (ADR 045): rule configs that decide what members receive later — VIP level-up
 * bonuses, the referral reward, rebate rates and a bonus's wagering waiver — go through the same
 * two-person gate as every operator payout (ADR 037). Above the threshold nothing changes until a
 * second operator approves; the requester cannot approve their own; request and approval are audited.
 */
let t: TestApp;
let alice: ReturnType<typeof call>;
let bob: ReturnType<typeof call>;
/** The referral terms need the admin permission. */
let carol: ReturnType<typeof call>;
let machine: ReturnType<typeof call>;
let memberToken: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = call(t, await signedInOperator(t, 'rule-alice', 'finance'));
  bob = call(t, await signedInOperator(t, 'rule-bob', 'finance'));
  carol = call(t, await signedInOperator(t, 'rule-carol', 'admin'));
  machine = call(t, OPS_TOKEN);
  expect((await carol('PUT', `${FIN}/settings`, { approvalThreshold: '1000' })).json().success).toBe(true);
  memberToken = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
}, 120_000);
afterAll(() => t.close());

const APPROVE = 'POST /ops/merchants/:code/finance/adjustments/:id/approve';
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;

/**
 * What every gated config shares: the request is listed pending with its kind, the requester's own
 * approval is refused and changes nothing, a second operator's approval applies it once, and both the
 * request (the config's own route) and the approval are in the audit log under their operators.
 */
async function approvedBySecond(
  res: { json(): { value: { pending?: boolean; approvalId?: number } } },
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
  expect(approved.json().value).toMatchObject({ status: 'applied', decidedBy: 'rule-bob', transactionId: null });
  expect((await bob('POST', `${FIN}/adjustments/${approvalId}/approve`)).json().errorCode).toBe('finance_already_decided');
  expect((await auditOf(t, o.route)).some((r) => r.actor === o.requestedBy)).toBe(true);
  const approvals = (await auditOf(t, APPROVE)).filter((r) => (r.after as { id: number }).id === approvalId);
  expect(approvals).toEqual([expect.objectContaining({ actor: 'rule-bob', before: expect.objectContaining({ status: 'pending' }) })]);
}

describe('VIP level-up bonuses', () => {
  const URL = '/ops/merchants/demo/reward-centre/vip-benefits';
  const ROUTE = 'PUT /ops/merchants/:code/reward-centre/vip-benefits';
  const saved = async () => (await alice('GET', URL)).json().value.levels as { labelId: number; levelUpBonus: string }[];
  let labels: number[];
  beforeAll(async () => {
    labels = ((await alice('GET', '/ops/merchants/demo/reward-centre/vip-levels')).json().value as { labelId: number }[]).map(
      (l) => l.labelId,
    );
    expect(labels.length).toBeGreaterThanOrEqual(2);
  });

  it('bonuses whose ladder adds up to more than the threshold take effect only once a second operator approves', async () => {
    const res = await alice('PUT', URL, {
      levels: [
        { labelId: labels[0], levelUpBonus: '600' },
        { labelId: labels[1], levelUpBonus: '700' },
      ],
    });
    expect(await saved()).toEqual([]);
    // While it waits, no other change of the ladder slips in (even a smaller one).
    expect((await alice('PUT', URL, { levels: [{ labelId: labels[0], levelUpBonus: '1' }] })).json().errorCode).toBe(
      'finance_payout_pending',
    );
    await approvedBySecond(res, {
      kind: 'vip_benefits',
      amount: '1300.0000',
      requester: alice,
      requestedBy: 'rule-alice',
      route: ROUTE,
      state: saved,
    });
    expect(await saved()).toEqual(
      expect.arrayContaining([
        { labelId: labels[0], levelUpBonus: '600.0000' },
        { labelId: labels[1], levelUpBonus: '700.0000' },
      ]),
    );
  });

  it('lowering, or a raise that keeps the ladder under the threshold, applies at once', async () => {
    const lower = await alice('PUT', URL, { levels: [{ labelId: labels[0], levelUpBonus: '600' }] });
    expect(lower.json().value).toEqual({ levels: [{ labelId: labels[0], levelUpBonus: '600.0000' }] });
    const raise = await alice('PUT', URL, { levels: [{ labelId: labels[0], levelUpBonus: '900' }] });
    expect(raise.json().value).toEqual({ levels: [{ labelId: labels[0], levelUpBonus: '900.0000' }] });
    expect(await saved()).toEqual([{ labelId: labels[0], levelUpBonus: '900.0000' }]);
  });
});

describe('referral reward', () => {
  const URL = '/ops/merchants/demo/referral/settings';
  const ROUTE = 'PUT /ops/merchants/:code/referral/settings';
  const terms = async () => (await carol('GET', URL)).json().value;

  it('a reward raised above the threshold takes effect only once a second operator approves', async () => {
    const before = await terms();
    const res = await carol('PUT', URL, { enabled: true, reward: '5000', minDeposit: '0' });
    expect(await terms()).toEqual(before);
    await approvedBySecond(res, {
      kind: 'referral_settings',
      amount: '5000.0000',
      requester: carol,
      requestedBy: 'rule-carol',
      route: ROUTE,
      state: terms,
    });
    expect(await terms()).toMatchObject({ enabled: true, reward: '5000.0000' });
  });

  it('a lower reward, or one raised within the threshold, applies at once; switching a large reward on waits', async () => {
    expect((await carol('PUT', URL, { enabled: true, reward: '500', minDeposit: '0' })).json().value).toMatchObject({ reward: '500.0000' });
    expect((await carol('PUT', URL, { enabled: true, reward: '900', minDeposit: '0' })).json().value).toMatchObject({ reward: '900.0000' });
    expect((await carol('PUT', URL, { enabled: false, reward: '9000', minDeposit: '0' })).json().value).toMatchObject({
      enabled: false,
      reward: '9000.0000',
    });
    const on = await carol('PUT', URL, { enabled: true, reward: '9000', minDeposit: '0' });
    expect(on.json().value).toMatchObject({ pending: true });
    expect(await terms()).toMatchObject({ enabled: false });
  });
});

describe('rebate rates', () => {
  const URL = '/ops/merchants/demo/rebates/rates';
  const ROUTE = 'PUT /ops/merchants/:code/rebates/rates';
  const rate = async (productType: string) =>
    (
      await rows<{ rate: string }>(
        sql`select r.rate::text as rate from rebate_rates r join merchants m on m.id = r.merchant_id where m.code = 'demo' and r.product_type = ${productType}`,
      )
    )[0]?.rate ?? null;
  const rates = async () => ({ RNG: await rate('RNG'), LIVE: await rate('LIVE') });

  it('raising a rate takes effect only once a second operator approves (a rate has no amount: every raise waits)', async () => {
    const res = await alice('PUT', URL, {
      rates: [
        { productType: 'RNG', rate: '0.5' },
        { productType: 'LIVE', rate: '0' },
      ],
    });
    expect(res.json().value).toMatchObject({ updated: 0 });
    await approvedBySecond(res, {
      kind: 'rebate_rates',
      amount: '50.0000',
      requester: alice,
      requestedBy: 'rule-alice',
      route: ROUTE,
      state: rates,
    });
    expect(Number(await rate('RNG'))).toBe(0.5);
    expect(Number(await rate('LIVE'))).toBe(0);
  });

  it('lowering a rate applies at once; the machine token sets rates as automation', async () => {
    expect((await alice('PUT', URL, { rates: [{ productType: 'RNG', rate: '0.004' }] })).json().value).toEqual({ updated: 1 });
    expect(Number(await rate('RNG'))).toBe(0.004);
    expect((await machine('PUT', URL, { rates: [{ productType: 'RNG', rate: '0.01' }] })).json().value).toEqual({ updated: 1 });
    expect(Number(await rate('RNG'))).toBe(0.01);
  });
});

describe('waiving a bonus’s wagering', () => {
  const ROUTE = 'POST /ops/merchants/:code/reward-applications/:id/waive-wagering';
  const waiveUrl = (id: number) => `/ops/merchants/demo/reward-applications/${id}/waive-wagering`;
  const waivedAt = async (id: number) =>
    (await rows<{ waived: string | null }>(sql`select wagering_waived_at::text as waived from reward_applications where id = ${id}`))[0]!
      .waived;
  /** An approved bonus with a wagering requirement (approved by the machine token: paid at once, whatever the amount). */
  const approvedBonus = async (bonus: string) => {
    const promotionId = (
      await machine('POST', '/ops/merchants/demo/promotions', { title: `Wagered ${bonus}`, content: '<p>x</p>', applicable: true })
    ).json().value.id;
    const applied = await t.app.inject({
      method: 'POST',
      url: '/wps/promotions/apply',
      headers: authed('demo', memberToken),
      payload: { promotionId, remarks: 'please' },
    });
    const id = applied.json().value.id as number;
    const approved = await machine('POST', `/ops/merchants/demo/reward-applications/${id}/approve`, {
      bonus,
      turnoverMultiplier: 5,
      remarks: 'ok',
    });
    expect(approved.json().value).toMatchObject({ status: 'APPROVED' });
    return id;
  };

  it('waiving a bonus above the threshold takes effect only once a second operator approves', async () => {
    const id = await approvedBonus('5000');
    const res = await alice('POST', waiveUrl(id), { remarks: 'goodwill' });
    expect(res.json().value).toMatchObject({ id, wageringWaivedAt: null });
    expect(await waivedAt(id)).toBeNull();
    await approvedBySecond(res, {
      kind: 'waive_wagering',
      amount: '5000.0000',
      requester: alice,
      requestedBy: 'rule-alice',
      route: ROUTE,
      state: () => waivedAt(id),
    });
    expect(await waivedAt(id)).not.toBeNull();
  });

  it('waiving a bonus at or under the threshold applies at once', async () => {
    const id = await approvedBonus('800');
    const res = await alice('POST', waiveUrl(id), { remarks: 'goodwill' });
    expect(res.json().value).toMatchObject({ id, wageringWaivedAt: expect.any(String) });
    expect(res.json().value.pending).toBeUndefined();
    expect(await waivedAt(id)).not.toBeNull();
  });
});

describe('reward-centre rules (sign-in, newbie, rescue amounts)', () => {
  const URL = '/ops/merchants/demo/reward-centre/settings';
  const ROUTE = 'PUT /ops/merchants/:code/reward-centre/settings';
  const rules = async () => (await carol('GET', URL)).json().value;

  it('rules raising what one member can get above the threshold take effect only once a second operator approves', async () => {
    const before = await rules();
    const raised = { ...before, newbie: { ...before.newbie, firstDeposit: { enabled: true, amount: '5000' } } };
    const res = await carol('PUT', URL, raised);
    expect(await rules()).toEqual(before);
    await approvedBySecond(res, {
      kind: 'reward_centre_settings',
      amount: expect.any(String) as unknown as string,
      requester: carol,
      requestedBy: 'rule-carol',
      route: ROUTE,
      state: rules,
    });
    expect((await rules()).newbie.firstDeposit).toEqual({ enabled: true, amount: '5000' });
  });

  it('lowering the rules applies at once', async () => {
    const before = await rules();
    const lower = { ...before, newbie: { ...before.newbie, firstDeposit: { enabled: true, amount: '10' } } };
    expect((await carol('PUT', URL, lower)).json().value).toEqual(lower);
    expect(await rules()).toEqual(lower);
  });
});
