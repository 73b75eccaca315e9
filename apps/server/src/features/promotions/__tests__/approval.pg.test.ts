import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, memberIds, OPS_TOKEN, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };

// The row lock and the wallet key must hold across real connections too, not only PGlite's single one.
describe.runIf(TEST_DATABASE_URL)('reward approval on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: 'postgres' });
  });
  afterAll(() => t?.close());

  it('approvals raced from several connections credit the bonus once', async () => {
    const member = await memberIds(t, 'demo', 'player01');
    const tok = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
    const promo = (
      await t.app.inject({
        method: 'POST',
        url: '/ops/merchants/demo/promotions',
        headers: ops,
        payload: { title: 'Race', content: '', applicable: true },
      })
    ).json().value;
    const applied = await t.app.inject({
      method: 'POST',
      url: '/wps/promotions/apply',
      headers: authed('demo', tok),
      payload: { promotionId: promo.id },
    });
    const id = applied.json().value.id;
    const before = Number((await t.features.wallet.service.balance(member.merchantId, member.memberId)).sumBalance);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/ops/merchants/demo/reward-applications/${id}/approve`,
          headers: ops,
          payload: { bonus: '25', turnoverMultiplier: 3 },
        }),
      ),
    );
    for (const r of results) expect(r.json()).toMatchObject({ success: true, value: { status: 'APPROVED', turnoverRequired: '75.0000' } });
    t.features.wallet.service.onChanged(`${member.merchantId}:${member.memberId}`);
    const after = Number((await t.features.wallet.service.balance(member.merchantId, member.memberId)).sumBalance);
    expect(after - before).toBeCloseTo(25, 4);
    expect((await t.features.wallet.service.reconcile(member.merchantId)).ok).toBe(true);
  });
});
