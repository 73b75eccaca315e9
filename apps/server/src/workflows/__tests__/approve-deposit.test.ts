import { Big } from '@arcadia/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedMember } from '../../features/points/__tests__/fixture.js';
import { createTestApp, memberIds, OPS_TOKEN, type TestApp } from '../../test/harness.js';
import { DEPOSIT_APPROVED, depositAccruals } from '../approve-deposit.js';

// Issue 23 / ADR 050: an approved deposit's credit, the agents' deposit sum and its event commit with
// the decision; what it earns (points, referral reward, VIP level) follows the event from the outbox,
// once, however often the approval is retried. Dispatch after commit is off here, so the test sees
// the state between the commit and the outbox's pass.
let t: TestApp;
let merchantId: number;
const DEPOSIT_RATE = '0.07';

beforeAll(async () => {
  t = await createTestApp({ outboxNudge: false });
  ({ merchantId } = await memberIds(t, 'demo', 'player01'));
  const config = await t.features.points.service.catalogue.config(merchantId);
  await t.features.points.service.catalogue.saveConfig(merchantId, { ...config, deposit: DEPOSIT_RATE });
  await t.features.outbox.drain();
}, 60_000);
afterAll(() => t?.close());

const approve = (id: number) =>
  t.app
    .inject({
      method: 'POST',
      url: `/ops/merchants/demo/cashier/${id}/approve`,
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { remarks: 'seen on statement' },
    })
    .then((r) => r.json());

describe('approving a deposit (workflows/approve-deposit.ts)', () => {
  it('commits the credit, the team sum and one event with the decision; points follow the event once', async () => {
    const memberId = await fundedMember(t, merchantId, 'deposit01', {});
    const points = async () => (await t.features.points.service.balance(merchantId, memberId)).pointBalance;
    const balance = async () => (await t.features.wallet.service.balance(merchantId, memberId)).sumBalance;
    const teamDeposits = async () =>
      (await t.features.agents.service.memberActivity(merchantId, memberId, null, new Date('2100-01-01'))).deposit;
    const [balance0, points0, team0] = [await balance(), await points(), await teamDeposits()];
    const req = await t.features.cashier.service.deposit(merchantId, memberId, {
      amount: '200',
      reference: 'bank-1',
      channel: 'manual',
      key: 'workflow-dep-1',
    });
    const pending0 = await t.features.outbox.pending();

    expect((await approve(req.id)).value.status).toBe('approved');
    // Committed with the decision: the money, the agents' sum and two events waiting for dispatch (what the
    // deposit earns, deposit.approved; the member's notice, deposit.decided).
    expect(await balance()).toBe(new Big(balance0).plus(200).toFixed(4));
    expect(new Big(await teamDeposits()).minus(team0).toFixed(4)).toBe('200.0000');
    expect(await t.features.outbox.pending()).toBe(pending0 + 2);
    expect(await points()).toBe(points0);

    // A retried approval finds it decided: no second credit, no second event.
    expect((await approve(req.id)).value.status).toBe('approved');
    expect(await balance()).toBe(new Big(balance0).plus(200).toFixed(4));
    expect(await t.features.outbox.pending()).toBe(pending0 + 2);

    await t.features.outbox.drain();
    const earned = new Big(points0).plus(new Big(200).times(DEPOSIT_RATE)).toFixed(4);
    expect(await points()).toBe(earned);
    expect(await t.features.outbox.pending()).toBe(pending0);
    await t.features.outbox.drain();
    expect(await points()).toBe(earned);
    expect(new Big(await teamDeposits()).minus(team0).toFixed(4)).toBe('200.0000');
  });

  it('names one consumer per follow-up, all on the deposit event', () => {
    const consumers = depositAccruals({
      points: { accrue: async () => null },
      referral: { deposited: async () => false },
      vip: { syncVip: async () => {} },
    });
    expect(consumers.map((c) => c.name)).toEqual(['deposit.points', 'deposit.referral', 'deposit.vip']);
    expect(new Set(consumers.map((c) => c.type))).toEqual(new Set([DEPOSIT_APPROVED]));
  });
});
