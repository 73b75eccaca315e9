import { Big } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, memberIds, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { auditOf as auditRows } from '../../../test/operators.js';
import { balanceOf, call, FIN, key, signedInOperator } from './finance.helpers.js';

/**
 * Issue 22, finding 2 (ADR 037): every operator payout above the merchant's threshold waits for a
 * second operator, through the same pending approvals as manual adjustments.
 */
let t: TestApp;
let alice: ReturnType<typeof call>;
let bob: ReturnType<typeof call>;
/** Raffles need the content permission, which the finance role lacks. */
let carol: ReturnType<typeof call>;
let machine: ReturnType<typeof call>;
let member: { merchantId: number; memberId: number };
let memberToken: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = call(t, await signedInOperator(t, 'pay-alice', 'finance'));
  bob = call(t, await signedInOperator(t, 'pay-bob', 'finance'));
  carol = call(t, await signedInOperator(t, 'pay-carol', 'admin'));
  const admin = call(t, await signedInOperator(t, 'pay-admin', 'admin'));
  machine = call(t, OPS_TOKEN);
  expect((await admin('PUT', `${FIN}/settings`, { approvalThreshold: '1000' })).json().success).toBe(true);
  member = await memberIds(t, 'demo', 'player01');
  memberToken = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
}, 120_000);
afterAll(() => t.close());

const auditOf = (action: string) => auditRows(t, action);
const plus = (a: string, b: string) => new Big(a).plus(b).toFixed(4);
const APPROVE = 'POST /ops/merchants/:code/finance/adjustments/:id/approve';
const REJECT = 'POST /ops/merchants/:code/finance/adjustments/:id/reject';

/** The second-person checks every path shares: own request refused, machine token refused, one payout for two approvals. */
async function approvedOnceBySecond(approvalId: number, moved: () => Promise<unknown>, before: unknown, requester = alice) {
  const own = await requester('POST', `${FIN}/adjustments/${approvalId}/approve`);
  expect(own.statusCode).toBe(403);
  expect(own.json()).toMatchObject({ errorCode: 'finance_own_request', message: expect.stringContaining('another operator') });
  expect((await machine('POST', `${FIN}/adjustments/${approvalId}/approve`)).json().errorCode).toBe('finance_operator_required');
  expect(await moved()).toEqual(before);
  const first = await bob('POST', `${FIN}/adjustments/${approvalId}/approve`);
  expect(first.json().value).toMatchObject({ status: 'applied', decidedBy: 'pay-bob' });
  const twice = await bob('POST', `${FIN}/adjustments/${approvalId}/approve`);
  expect(twice.json().errorCode).toBe('finance_already_decided');
  const approvals = (await auditOf(APPROVE)).filter((r) => (r.after as { id: number }).id === approvalId);
  expect(approvals).toHaveLength(1);
  expect(approvals[0]).toMatchObject({ actor: 'pay-bob', before: { status: 'pending' }, after: { status: 'applied' } });
  return first.json().value;
}

describe('reward application bonus', () => {
  // A member holds one open or approved application per promotion: each test publishes its own.
  const applyFor = async () => {
    const published = await machine('POST', '/ops/merchants/demo/promotions', {
      title: 'Big bonus',
      content: '<p>x</p>',
      applicable: true,
    });
    const promotionId = published.json().value.id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/promotions/apply',
      headers: authed('demo', memberToken),
      payload: { promotionId, remarks: 'please' },
    });
    expect(res.json().success).toBe(true);
    return res.json().value.id as number;
  };
  const approveUrl = (id: number) => `/ops/merchants/demo/reward-applications/${id}/approve`;
  const application = async (id: number) =>
    ((await machine('GET', '/ops/merchants/demo/reward-applications?limit=200')).json().value as { id: number; status: string }[]).find(
      (a) => a.id === id,
    );

  it('above the threshold: nothing is paid until a different operator approves; approved twice it pays once; audited', async () => {
    const id = await applyFor();
    const start = await balanceOf(t, 'player01');
    const res = await alice('POST', approveUrl(id), { bonus: '5000000', turnoverMultiplier: 0 });
    expect(res.json().value).toMatchObject({ id, status: 'PENDING', pending: true, approvalId: expect.any(Number) });
    const approvalId = res.json().value.approvalId as number;
    expect(await balanceOf(t, 'player01')).toBe(start);
    // A double click answers the same request; another bonus for the same application is refused while it waits.
    expect((await alice('POST', approveUrl(id), { bonus: '5000000', turnoverMultiplier: 0 })).json().value.approvalId).toBe(approvalId);
    expect((await bob('POST', approveUrl(id), { bonus: '10', turnoverMultiplier: 0 })).json().errorCode).toBe('finance_payout_pending');
    const pending = (await alice('GET', `${FIN}/adjustments?status=pending`)).json().value.items;
    expect(pending.find((a: { id: number }) => a.id === approvalId)).toMatchObject({
      kind: 'reward_application',
      unit: 'money',
      account: 'player01',
      amount: '5000000.0000',
      reference: `reward-application:${id}`,
    });
    const [request] = (await auditOf('POST /ops/merchants/:code/reward-applications/:id/approve')).filter(
      (r) => (r.after as { approvalId?: number }).approvalId === approvalId,
    );
    expect(request?.actor).toBe('pay-alice');

    await approvedOnceBySecond(approvalId, () => balanceOf(t, 'player01'), start);
    expect(await balanceOf(t, 'player01')).toBe(plus(start, '5000000'));
    expect(await application(id)).toMatchObject({ status: 'APPROVED' });
    const credits = (await alice('GET', `${FIN}/ledger?account=player01&kind=credit&size=100`))
      .json()
      .value.items.filter((e: { idempotencyKey: string }) => e.idempotencyKey === `payout:${approvalId}`);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ amount: '5000000.0000', counterparty: 'HOUSE:PROMOTION' });
  });

  it('a rejected bonus pays nothing (audited) and the application can be approved again under the threshold', async () => {
    const id = await applyFor();
    const start = await balanceOf(t, 'player01');
    const approvalId = (await alice('POST', approveUrl(id), { bonus: '2000', turnoverMultiplier: 1 })).json().value.approvalId;
    const rejected = await bob('POST', `${FIN}/adjustments/${approvalId}/reject`, { note: 'too much' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', decidedBy: 'pay-bob' });
    expect((await auditOf(REJECT)).some((r) => (r.after as { id: number }).id === approvalId && r.actor === 'pay-bob')).toBe(true);
    expect(await balanceOf(t, 'player01')).toBe(start);
    expect(await application(id)).toMatchObject({ status: 'PENDING' });
    const small = await alice('POST', approveUrl(id), { bonus: '100', turnoverMultiplier: 1 });
    expect(small.json().value).toMatchObject({ status: 'APPROVED' });
    expect(small.json().value.pending).toBeUndefined();
    expect(await balanceOf(t, 'player01')).toBe(plus(start, '100'));
  });
});

describe('points adjustment', () => {
  const points = async () => (await t.features.points.service.balance(member.merchantId, member.memberId)).pointBalance;
  const adjust = (op: ReturnType<typeof call>, amount: string, k: string) =>
    op('POST', '/ops/merchants/demo/points/adjust', { memberId: member.memberId, amount, key: k });

  it('above the threshold at the points-to-money rate: waits for a second operator, then moves once; the same key answers the approval', async () => {
    const start = await points();
    // 0.1 money a point by default: 20,000 points are worth 2,000, over the 1,000 threshold.
    const k = key('pts');
    const res = await adjust(alice, '20000', k);
    expect(res.json().value).toMatchObject({ pointBalance: start, pending: true, approvalId: expect.any(Number) });
    const approvalId = res.json().value.approvalId as number;
    expect(await points()).toBe(start);
    const item = (await alice('GET', `${FIN}/adjustments?status=pending&kind=points_adjustment`)).json().value.items[0];
    expect(item).toMatchObject({ id: approvalId, kind: 'points_adjustment', unit: 'points', amount: '20000.0000' });

    await approvedOnceBySecond(approvalId, points, start);
    expect(await points()).toBe(plus(start, '20000'));
    // The form resubmitted with its key answers the approval and moves nothing more.
    const again = await adjust(alice, '20000', k);
    expect(again.json().value).toMatchObject({ approvalId, pending: false, pointBalance: plus(start, '20000') });
    expect(await points()).toBe(plus(start, '20000'));
  });

  it('at or under the threshold, and from the machine token, the points move at once as before', async () => {
    const start = await points();
    const small = await adjust(alice, '5000', key('pts-s'));
    expect(small.json().value).toEqual({ pointBalance: plus(start, '5000') });
    const scripted = await adjust(machine, '50000', key('pts-m'));
    expect(scripted.json().value).toEqual({ pointBalance: plus(start, '55000') });
  });
});

describe('prize tables set by hand (missions, raffles)', () => {
  const count = async (q: string) => ((await t.database.db.execute(sql.raw(q))) as unknown as { rows: { n: number }[] }).rows[0]!.n;
  const missionsTitled = (title: string) => count(`select count(*)::int as n from missions where title = '${title}'`);
  const schedules = () => count('select count(*)::int as n from raffle_schedules');

  it('a mission whose prizes add up to more than the threshold exists only once a second operator approves it', async () => {
    const now = t.clock.now().getTime();
    const body = {
      title: 'Big weekly race',
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
      prizes: ['800', '400'],
    };
    const res = await alice('POST', '/ops/merchants/demo/missions', body);
    expect(res.json().value).toEqual({ pending: true, approvalId: expect.any(Number) });
    const approvalId = res.json().value.approvalId as number;
    expect(await missionsTitled('Big weekly race')).toBe(0);
    const item = (await alice('GET', `${FIN}/adjustments?kind=mission`)).json().value.items[0];
    expect(item).toMatchObject({ id: approvalId, kind: 'mission', amount: '1200.0000', account: '', status: 'pending' });
    await approvedOnceBySecond(approvalId, () => missionsTitled('Big weekly race'), 0);
    expect(await missionsTitled('Big weekly race')).toBe(1);
    const small = await alice('POST', '/ops/merchants/demo/missions', { ...body, title: 'Small race', prizes: ['600', '400'] });
    expect(small.json().value).toMatchObject({ title: 'Small race', prizes: ['600.0000', '400.0000'] });
  });

  it('a raffle whose largest prize (money, or points at the rate) is above the threshold waits; under it, it is added at once', async () => {
    const before = await schedules();
    const money = await carol('POST', '/ops/merchants/demo/raffles', { promotionId: 1, prizes: [{ amount: '5000', weight: 1 }] });
    expect(money.json().value).toEqual({ pending: true, approvalId: expect.any(Number) });
    const points = await carol('POST', '/ops/merchants/demo/raffles', {
      promotionId: 1,
      prizeType: 'POINT',
      startAt: new Date(t.clock.now().getTime() + 60_000).toISOString(),
      prizes: [{ amount: '20000', weight: 1 }],
    });
    expect(points.json().value).toMatchObject({ pending: true });
    expect((await alice('GET', `${FIN}/adjustments?kind=raffle&status=pending`)).json().value.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: points.json().value.approvalId, unit: 'points', amount: '20000.0000' })]),
    );
    expect(await schedules()).toBe(before);
    await approvedOnceBySecond(money.json().value.approvalId, schedules, before, carol);
    expect(await schedules()).toBe(before + 1);
    const small = await carol('POST', '/ops/merchants/demo/raffles', { promotionId: 1, prizes: [{ amount: '1000', weight: 1 }] });
    expect(small.json().value).toMatchObject({ promotionId: 1, seedHash: expect.any(String) });
    expect(await schedules()).toBe(before + 2);
  });
});
