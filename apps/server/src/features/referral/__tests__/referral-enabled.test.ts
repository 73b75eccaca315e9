import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { freshMember } from '../../../test/reward-members.js';

/**
 * Issue 25: the member centre lists REFERRAL only while the merchant's referral promotion is on.
 * The menu asks `GET /wps/referral/enabled`, which follows the operator's switch and writes nothing
 * (the referral page itself makes the member's code).
 */
describe('referral enabled (member-centre menu)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 900_000);
  afterAll(() => t?.close());

  it('answers the operator’s switch, and asking makes no referral code', async () => {
    const m = await freshMember(t, 'refmenu01');
    const ask = async () => (await t.app.inject({ method: 'GET', url: '/wps/referral/enabled', headers: m.headers })).json().value;
    expect(await ask()).toEqual({ enabled: true });
    const put = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/ops/merchants/demo/referral/settings',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        payload: { enabled, reward: '18', minDeposit: '0' },
      });
    expect((await put(false)).json().success).toBe(true);
    expect(await ask()).toEqual({ enabled: false });
    expect((await put(true)).json().success).toBe(true);
    expect(await ask()).toEqual({ enabled: true });
    const codes = (await t.database.db.execute(
      `select count(*)::int as n from referral_codes where member_id = ${m.memberId}` as never,
    )) as unknown as { rows: { n: number }[] };
    expect(codes.rows[0]!.n).toBe(0);
  });
});
