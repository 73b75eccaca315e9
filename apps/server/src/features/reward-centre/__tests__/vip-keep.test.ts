import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { operator } from '../../../test/operators.js';
import { approvedDeposit, freshMember } from '../../../test/reward-members.js';

// VIP demotion (ADR 055): a keep rule per level, reviewed by the daily `reward-centre:vip-keep` job.
const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const url = '/ops/merchants/demo/reward-centre/vip-keep';
const DAY = 86_400_000;
let t: TestApp;
let merchantId: number;
let vip1: number;
let vip2: number;
let vip3: number;

const put = (rules: unknown, headers: Record<string, string> = ops) => t.app.inject({ method: 'PUT', url, headers, payload: { rules } });
const labelOf = async (memberId: number) => (await t.features.accounts.service.get(merchantId, memberId)).clubLabelId;
const review = () => t.features.rewardCentre.service.vipKeep.reviewAll();
const inbox = async (memberId: number) =>
  (await t.features.inbox.service.list(merchantId, memberId, { page: 1, size: 50, sort: 'sendTime,desc' })).list;
const at = (iso: string, plusMs = 0) => t.clock.set(new Date(new Date(iso).getTime() + plusMs));

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
  const labels = await t.features.accounts.service.clubLabels(merchantId);
  vip1 = labels.find((l) => l.name === 'VIP 1')!.id;
  vip2 = labels.find((l) => l.name === 'VIP 2')!.id;
  vip3 = (await t.features.accounts.service.createLabel({ merchantId, kind: 'club', name: 'VIP 3', type: 'AUTO', rankLevel: 3 })).id;
  // An easy ladder: 50 deposited earns VIP 1, 150 VIP 2, 300 VIP 3.
  const profile = t.features.profile.service;
  await profile.setRankCondition(merchantId, vip3, 'deposit', '300');
  await profile.setRankCondition(merchantId, vip1, 'deposit', '50');
  await profile.setRankCondition(merchantId, vip2, 'deposit', '150');
  await profile.setRankCondition(merchantId, vip2, 'validBet', '0');
}, 60_000);
afterAll(() => t?.close());

describe('VIP keep rules (ops)', () => {
  it('operators read and replace the rules; an unknown label or a bad period changes nothing; read-only operators cannot set them', async () => {
    const rule = { labelId: vip2, periodDays: 7, deposit: '100', validBet: '0' };
    expect((await put([rule])).json()).toMatchObject({
      success: true,
      value: { rules: [{ ...rule, deposit: '100.0000', validBet: '0.0000' }] },
    });
    expect((await put([rule, { ...rule, labelId: 987654 }])).json()).toMatchObject({ success: false, errorCode: 'vip_label_unknown' });
    expect((await put([{ ...rule, periodDays: 0 }])).statusCode).toBe(400);
    const reader = (await operator(t, 'keep-reader', 'read-only', 'demo')).token;
    expect((await put([], { authorization: `Bearer ${reader}` })).statusCode).toBe(403);
    const got = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${reader}` } });
    expect(got.json().value).toEqual({ rules: [{ labelId: vip2, periodDays: 7, deposit: '100.0000', validBet: '0.0000' }] });
  });
});

describe('VIP demotion review', () => {
  it('a promoted member is not reviewed before a full period; then a quiet one moves down one level, once, told in their language', async () => {
    const keep = { periodDays: 7, deposit: '100', validBet: '0' };
    expect(
      (
        await put([
          { labelId: vip2, ...keep },
          { labelId: vip3, ...keep },
        ])
      ).json().success,
    ).toBe(true);
    const start = '2026-06-01T12:00:00Z';
    at(start);
    const m = await freshMember(t, 'keepquiet');
    await t.features.accounts.service.setLanguage(merchantId, m.memberId, 'JA');
    await approvedDeposit(t, m, '300', 'keepquiet-dep');
    expect(await labelOf(m.memberId)).toBe(vip3);

    at(start, 6 * DAY + 23 * 3_600_000); // inside the grace after the promotion
    await review();
    expect(await labelOf(m.memberId)).toBe(vip3);

    at(start, 7 * DAY + 3_600_000); // a full period with no deposit
    expect(await review()).toBeGreaterThanOrEqual(1);
    expect(await labelOf(m.memberId)).toBe(vip2);
    await t.features.scheduler.runNow('reward-centre:vip-keep'); // the job again the same day (or a second instance)
    await t.features.rewardCentre.service.vipKeep.review(merchantId);
    expect(await labelOf(m.memberId)).toBe(vip2);
    const notices = await inbox(m.memberId);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe('VIP レベルが VIP 2 に変更されました');
    expect(notices[0]!.content).toContain('過去 7 日間');

    // The lifetime total still passes VIP 3's conditions: only meeting its keep target wins it back.
    await t.features.rewardCentre.service.syncVip(merchantId, m.memberId);
    expect(await labelOf(m.memberId)).toBe(vip2);
    at(start, 8 * DAY);
    await approvedDeposit(t, m, '100', 'keepquiet-dep2');
    expect(await labelOf(m.memberId)).toBe(vip3);
  });

  it('an active member keeps the level', async () => {
    const start = '2026-07-01T12:00:00Z';
    at(start);
    const m = await freshMember(t, 'keepactive');
    await approvedDeposit(t, m, '150', 'keepactive-dep');
    expect(await labelOf(m.memberId)).toBe(vip2);
    at(start, 5 * DAY);
    await approvedDeposit(t, m, '100', 'keepactive-dep2');
    for (const d of [8, 9, 11]) {
      at(start, d * DAY);
      await review();
      expect(await labelOf(m.memberId)).toBe(vip2);
    }
    expect(await inbox(m.memberId)).toHaveLength(0);
  });

  it('never below the lowest level; a level nobody earns is never lost; a level set by hand gets a full period first', async () => {
    // VIP 4 has no rank conditions: operators assign it, so it is never lost (even with a keep rule).
    const vip4 = (await t.features.accounts.service.createLabel({ merchantId, kind: 'club', name: 'VIP 4', type: 'MANUAL', rankLevel: 4 }))
      .id;
    const keep = { periodDays: 7, deposit: '100', validBet: '0' };
    expect((await put([vip1, vip2, vip4].map((labelId) => ({ labelId, ...keep })))).json().success).toBe(true);
    const start = '2026-08-01T12:00:00Z';
    at(start);
    const lowest = await freshMember(t, 'keeplowest');
    const assigned = await freshMember(t, 'keepassigned');
    const byHand = await freshMember(t, 'keepbyhand');
    await t.features.accounts.service.setClubLabel(merchantId, lowest.memberId, vip1);
    await t.features.accounts.service.setClubLabel(merchantId, assigned.memberId, vip4);
    await t.features.accounts.service.setClubLabel(merchantId, byHand.memberId, vip2);
    await review(); // first sight of the hand-set VIP 2 starts its period
    at(start, 6 * DAY);
    await review();
    expect(await labelOf(byHand.memberId)).toBe(vip2);
    for (const d of [8, 16, 24]) {
      at(start, d * DAY);
      await review();
    }
    expect(await labelOf(byHand.memberId)).toBe(vip1); // once at day 8; VIP 1 is the floor after
    expect(await labelOf(lowest.memberId)).toBe(vip1);
    expect(await labelOf(assigned.memberId)).toBe(vip4);
    expect(await inbox(byHand.memberId)).toHaveLength(1);
    expect(await inbox(lowest.memberId)).toHaveLength(0);
    // Without rules nothing is reviewed.
    expect((await put([])).json().value).toEqual({ rules: [] });
  });
});
