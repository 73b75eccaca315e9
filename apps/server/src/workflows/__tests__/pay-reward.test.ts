import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedMember } from '../../features/points/__tests__/fixture.js';
import type { Tx } from '../../platform/db/client.js';
import { createTestApp, memberIds, type TestApp } from '../../test/harness.js';
import { createPayReward } from '../pay-reward.js';

// Issue 23 / ADR 050: a reward's claim (the owning feature's rule) and its wallet credit run in one
// transaction the workflow opens; nothing due moves nothing; a failed credit leaves no claim.
describe('pay a reward: the sequence, without an app', () => {
  const fakeTx = {} as Tx;
  function recorder(opts: { due?: boolean; creditFails?: boolean } = {}) {
    const calls: string[] = [];
    const pay = createPayReward({
      transaction: async (work) => {
        calls.push('begin');
        const out = await work(fakeTx);
        calls.push('commit');
        return out;
      },
      prepare: async (m) => void calls.push(`prepare:${m}`),
      wallet: {
        credit: async (req) => {
          calls.push(`credit:${req.source}:${req.memberId}:${req.amount}:${req.key}`);
          if (opts.creditFails) throw new Error('wallet refused');
          return { transactionId: 77 };
        },
      },
    });
    const payout = {
      source: 'MISSION' as const,
      merchantId: 3,
      claim: async (tx: Tx) => {
        calls.push(`claim:${tx === fakeTx}`);
        return opts.due === false ? null : { claimId: 5, memberId: 9, amount: '12.5000', key: 'mission:1:1', place: 1 };
      },
      paid: async (tx: Tx, claimId: number, transactionId: number) => void calls.push(`paid:${tx === fakeTx}:${claimId}:${transactionId}`),
    };
    return { calls, run: () => pay(payout) };
  }

  it('warms the merchant, then claim, credit from the reward’s house account under the claim’s key, and paid mark in one transaction', async () => {
    const r = recorder();
    expect(await r.run()).toEqual({ claimId: 5, memberId: 9, amount: '12.5000', key: 'mission:1:1', place: 1, transactionId: 77 });
    expect(r.calls).toEqual(['prepare:3', 'begin', 'claim:true', 'credit:MISSION:9:12.5000:mission:1:1', 'paid:true:5:77', 'commit']);
  });

  it('nothing due (paid before): no credit, no paid mark, null', async () => {
    const r = recorder({ due: false });
    expect(await r.run()).toBeNull();
    expect(r.calls).toEqual(['prepare:3', 'begin', 'claim:true', 'commit']);
  });

  it('a refused credit fails the payout before the claim is marked paid (the transaction rolls back)', async () => {
    const r = recorder({ creditFails: true });
    await expect(r.run()).rejects.toThrow('wallet refused');
    expect(r.calls).not.toContain('commit');
    expect(r.calls.some((c) => c.startsWith('paid'))).toBe(false);
  });
});

describe('pay a reward on PGlite with the real services', () => {
  let t: TestApp;
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ merchantId } = await memberIds(t, 'demo', 'player01'));
  }, 120_000);
  afterAll(() => t?.close());

  const rewards = async (memberId: number) => {
    const ledger = await t.database.db.execute(
      `select t.kind, t.idempotency_key as key from wallet_transactions t where t.merchant_id = ${merchantId} and t.idempotency_key like 'reward:%' and t.idempotency_key like '%:${memberId}:%'` as never,
    );
    return (ledger as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
  };

  it('a sign-in claim commits its claim row and its credit from REWARD_CENTRE together, once', async () => {
    const memberId = await fundedMember(t, merchantId, 'payreward01', {});
    const { today } = await t.features.rewardCentre.service.overview(merchantId, memberId);
    const paid = await t.features.rewardCentre.service.claim(merchantId, memberId, 'SIGN_IN');
    expect(paid).toMatchObject({ task: 'SIGN_IN', period: today, streak: 1 });
    expect(paid.transactionId).toBeGreaterThan(0);
    expect(await rewards(memberId)).toEqual([`reward:SIGN_IN:${memberId}:${today}`]);
    const after = await t.features.rewardCentre.service.overview(merchantId, memberId);
    expect(after.signIn.claimedToday).toBe(true);
    expect(after.history).toHaveLength(1);
    await expect(t.features.rewardCentre.service.claim(merchantId, memberId, 'SIGN_IN')).rejects.toMatchObject({
      code: 'reward_already_claimed',
    });
    expect(await rewards(memberId)).toHaveLength(1);
  });

  it('a credit the wallet refuses leaves no claim: the member may claim again once it can be paid', async () => {
    const memberId = await fundedMember(t, merchantId, 'payreward02', {});
    const { today } = await t.features.rewardCentre.service.overview(merchantId, memberId);
    // The claim's key already used for a different movement: the wallet refuses the credit.
    await t.features.wallet.service.credit({
      merchantId,
      memberId,
      amount: '999',
      key: `reward:SIGN_IN:${memberId}:${today}`,
      source: 'DEPOSIT',
    });
    await expect(t.features.rewardCentre.service.claim(merchantId, memberId, 'SIGN_IN')).rejects.toMatchObject({
      code: 'idempotency_key_reused',
    });
    const after = await t.features.rewardCentre.service.overview(merchantId, memberId);
    expect(after.signIn.claimedToday).toBe(false);
    expect(after.history).toEqual([]);
  });
});
