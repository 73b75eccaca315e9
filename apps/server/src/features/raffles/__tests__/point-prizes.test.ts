import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OPS_TOKEN, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';
import { freshMember } from '../../../test/reward-members.js';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const engines = TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(engines)('raffle POINT prizes on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  }, 60_000);
  afterAll(() => t?.close());

  it('a POINT prize is credited to the points balance once, in the claim, and no money moves', async () => {
    const m = await freshMember(t, `pointwin${database.slice(0, 2)}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/merchants/demo/raffles',
      headers: ops,
      payload: { promotionId: 1, prizeType: 'POINT', display: 'PRIZE_WHEEL', prizes: [{ amount: '50', weight: 1 }] },
    });
    const s = res.json().value as { id: number; promotionId: number };
    const points = async () => (await t.features.points.service.balance(m.merchantId, m.memberId)).pointBalance;
    expect(await points()).toBe('0.0000');
    const claims = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/wps/raffles/claim',
          headers: m.headers,
          payload: { promotionId: s.promotionId, raffleScheduleId: s.id },
        }),
      ),
    );
    const bodies = claims.map((c) => c.json());
    expect(bodies.filter((b) => b.success)).toHaveLength(1);
    expect(bodies.find((b) => b.success).value).toMatchObject({ type: 'POINT', amount: '50.0000' });
    expect(await points()).toBe('50.0000');
    expect(await m.balance()).toBe('0.0000');
    // The points entry is keyed by schedule and member: paying the same prize again adds nothing.
    const again = await t.features.points.service.award({
      merchantId: m.merchantId,
      memberId: m.memberId,
      amount: '50.0000',
      key: `raffle:${s.id}:${m.memberId}`,
    });
    expect(again.pointBalance).toBe('50.0000');
    expect((await t.features.points.service.reconcile(m.merchantId)).ok).toBe(true);
  });
});
