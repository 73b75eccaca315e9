import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OPS_TOKEN, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';
import { approvedDeposit, freshMember } from '../../../test/reward-members.js';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const engines = TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(engines)('VIP level-up bonus on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  }, 60_000);
  afterAll(() => t?.close());

  const put = (levels: unknown) =>
    t.app.inject({ method: 'PUT', url: '/ops/merchants/demo/reward-centre/vip-benefits', headers: ops, payload: { levels } });
  const settings = async () =>
    (await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/reward-centre/vip-benefits', headers: ops })).json().value;

  it('operators set a bonus per level; an unknown level or a bad amount changes nothing', async () => {
    const { merchantId } = await freshMember(t, `vipops${database.slice(0, 2)}`);
    const labels = await t.features.accounts.service.clubLabels(merchantId);
    const vip1 = labels.find((l) => l.name === 'VIP 1')!;
    expect((await put([{ labelId: vip1.id, levelUpBonus: '18' }])).json().success).toBe(true);
    expect((await put([{ labelId: 987654, levelUpBonus: '5' }])).json()).toMatchObject({ success: false, errorCode: 'vip_label_unknown' });
    expect((await put([{ labelId: vip1.id, levelUpBonus: '-1' }])).json().success).toBe(false);
    expect(await settings()).toEqual({ levels: [{ labelId: vip1.id, levelUpBonus: '18.0000' }] });
  });

  it('reaching a level pays its bonus once, however many syncs race; the member sees it on the VIP view', async () => {
    const m = await freshMember(t, `viplvl${database.slice(0, 2)}`);
    const labels = await t.features.accounts.service.clubLabels(m.merchantId);
    const vip1 = labels.find((l) => l.name === 'VIP 1')!;
    const vip2 = labels.find((l) => l.name === 'VIP 2')!;
    expect(
      (
        await put([
          { labelId: vip1.id, levelUpBonus: '18' },
          { labelId: vip2.id, levelUpBonus: '58' },
        ])
      ).json().success,
    ).toBe(true);
    await t.features.profile.service.setRankCondition(m.merchantId, vip1.id, 'deposit', '50');
    const rc = t.features.rewardCentre.service;
    // The approved deposit syncs the level at once; other syncs (the job, a second instance) race it.
    await Promise.all([
      approvedDeposit(t, m, '60', `viplvl-dep-${database}`),
      rc.syncVip(m.merchantId, m.memberId),
      rc.syncVip(m.merchantId, m.memberId),
    ]);
    await rc.syncVip(m.merchantId, m.memberId);
    expect((await t.features.accounts.service.get(m.merchantId, m.memberId)).clubLabelId).toBe(vip1.id);
    expect(await m.balance()).toBe('78.0000'); // 60 deposited + 18 for VIP 1, once
    const view = (await t.app.inject({ method: 'GET', url: '/wps/reward-centre/vip', headers: m.headers })).json().value;
    expect(view.currentLabelId).toBe(vip1.id);
    expect(view.levels).toEqual(
      expect.arrayContaining([
        { labelId: vip1.id, labelName: 'VIP 1', levelUpBonus: '18.0000', received: true },
        { labelId: vip2.id, labelName: 'VIP 2', levelUpBonus: '58.0000', received: false },
      ]),
    );
    expect((await t.features.wallet.service.reconcile(m.merchantId)).ok).toBe(true);
  });
});
