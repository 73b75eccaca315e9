import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, memberIds, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';
import { addReward, form, fundedMember, holdings, PAY_PASSWORD } from './fixture.js';

const engines = [
  ['PGlite', 'pglite'],
  ['PostgreSQL', 'postgres'],
] as const;
const MEMBERS = 100;
const LEFT = 10;

for (const [label, engine] of engines) {
  describe.skipIf(engine === 'postgres' && !TEST_DATABASE_URL)(`the last units of a reward on ${label}`, () => {
    let t: TestApp;
    let merchantId: number;
    const members: number[] = [];

    beforeAll(async () => {
      t = await createTestApp({ database: engine });
      ({ merchantId } = await memberIds(t, 'demo', 'player01'));
      for (let i = 0; i < MEMBERS; i++)
        members.push(await fundedMember(t, merchantId, `race${String(i).padStart(3, '0')}`, { points: '100', money: '50' }));
    }, 180_000);
    afterAll(() => t?.close());

    it(`${MEMBERS} members redeem the last ${LEFT} at once: exactly ${LEFT} succeed, stock 0, the others keep points and money`, async () => {
      const reward = await addReward(t, merchantId, { price: null, mp: ['60', '20'], inventory: LEFT, name: 'Last ones' });
      const answers = await Promise.allSettled(
        members.map((memberId) =>
          t.features.pointsMall.redeem(merchantId, memberId, {
            rewardId: reward.id,
            quantity: 1,
            redeemType: 'PM',
            password: PAY_PASSWORD,
            ...form,
          }),
        ),
      );
      const won = members.filter((_, i) => answers[i]!.status === 'fulfilled');
      const refusals = answers.filter((a) => a.status === 'rejected').map((a) => (a as PromiseRejectedResult).reason.code);
      expect(won).toHaveLength(LEFT);
      expect(new Set(refusals)).toEqual(new Set(['points_out_of_stock']));
      expect((await t.features.points.service.catalogue.reward(merchantId, reward.id)).inventory).toBe(0);
      for (const memberId of members) {
        const expected = won.includes(memberId) ? { points: '40.0000', money: '30.0000' } : { points: '100.0000', money: '50.0000' };
        expect(await holdings(t, merchantId, memberId)).toEqual(expected);
      }
      const pending = await t.features.points.service.opsRedemptions(merchantId, 'P');
      expect(pending.filter((r) => r.rewardId === reward.id)).toHaveLength(LEFT);
      expect((await t.features.points.service.reconcile(merchantId)).ok).toBe(true);
      expect((await t.features.wallet.service.reconcile(merchantId)).ok).toBe(true);
    }, 120_000);
  });
}
