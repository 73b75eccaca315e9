import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, memberIds, type TestApp } from '../../../test/harness.js';
import { freshMember, PASSWORD } from '../../../test/reward-members.js';

// `loginDays` (ADR 055): distinct local days (the reward centre's zone, Asia/Shanghai by default) on
// which the member signed in; a level whose conditions include it is earned on the sign-in that reaches it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const signIn = async (account: string) =>
  expect((await login(t, 'demo', { username: account, password: PASSWORD })).body.success).toBe(true);

describe('loginDays', () => {
  it('counts each local day once and promotes on the second day, not on a second sign-in the same day', async () => {
    const { merchantId } = await memberIds(t, 'demo', 'player01');
    const vip1 = (await t.features.accounts.service.clubLabels(merchantId)).find((l) => l.name === 'VIP 1')!;
    await t.features.profile.service.setRankCondition(merchantId, vip1.id, 'loginDays', '2');
    t.clock.set('2026-06-01T12:00:00Z'); // 20:00 in Shanghai
    const m = await freshMember(t, 'logindays1'); // signs in: day 1
    const label = async () => (await t.features.accounts.service.get(m.merchantId, m.memberId)).clubLabelId;
    const progress = () => t.features.profile.service.rankProgress(m.merchantId, m.memberId);

    t.clock.set('2026-06-01T15:30:00Z'); // 23:30 local, still the first day
    await signIn('logindays1');
    await signIn('logindays1');
    expect(await label()).toBeNull();
    expect((await progress()).conditions).toEqual([{ key: 'loginDays', current: '1.00', target: '2.00', completed: false }]);

    t.clock.set('2026-06-01T16:30:00Z'); // 00:30 local on 2 June: a new day, though the same UTC day
    await signIn('logindays1');
    expect(await label()).toBe(vip1.id);
    expect((await progress()).labelId).toBe(vip1.id);
  });

  it('two sign-ins on one day never reach two days', async () => {
    t.clock.set('2026-06-10T02:00:00Z');
    const m = await freshMember(t, 'logindays2');
    for (const at of ['2026-06-10T05:00:00Z', '2026-06-10T09:00:00Z', '2026-06-10T15:59:00Z']) {
      t.clock.set(at);
      await signIn('logindays2');
    }
    expect((await t.features.accounts.service.get(m.merchantId, m.memberId)).clubLabelId).toBeNull();
    expect(await t.features.rewardCentre.service.vipKeep.loginDays(m.merchantId, m.memberId)).toBe(1);
  });
});
