import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, encrypted, login, memberIds, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { addReward, form, fundedMember, holdings, LOGIN_PASSWORD, PAY_PASSWORD } from './fixture.js';

let t: TestApp;
let merchantId: number;
let memberId: number;
let token: string;
let pointsOnly: number;
let mixed: number;
let pmOnly: number;

// biome-ignore lint/suspicious/noExplicitAny: tests read whichever value shape the call returns
type Answer = { success: boolean; value: any; errorCode: string | null; message: string };
const redeem = async (payload: Record<string, unknown>, language = 'EN') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/points/redeem',
    headers: authed('demo', token, language),
    payload: await encrypted(t, payload),
  });
  return res.json() as Answer;
};
const ops = async (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  (
    await t.app.inject({ method, url, headers: { authorization: `Bearer ${OPS_TOKEN}` }, ...(payload ? { payload } : {}) })
  ).json() as Answer;
const stock = async (id: number) => (await t.features.points.service.catalogue.reward(merchantId, id)).inventory;

beforeAll(async () => {
  t = await createTestApp();
  ({ merchantId } = await memberIds(t, 'demo', 'player01'));
  memberId = await fundedMember(t, merchantId, 'redeemer01', { points: '1000', money: '500' });
  token = (await login(t, 'demo', { username: 'redeemer01', password: LOGIN_PASSWORD })).body.value.token;
  pointsOnly = (await addReward(t, merchantId, { price: '100', inventory: 5, name: 'Points only' })).id;
  mixed = (await addReward(t, merchantId, { price: '400', mp: ['150', '40'], inventory: 5, name: 'Either way' })).id;
  pmOnly = (await addReward(t, merchantId, { price: null, mp: ['200', '300'], inventory: 5, name: 'Money needed' })).id;
}, 60_000);
afterAll(() => t?.close());

describe('redeem refusals, in the order of spec 001 §5, each with its own prompt and nothing taken', () => {
  it('refuses each missing or wrong part in turn and changes nothing', async () => {
    const before = await holdings(t, merchantId, memberId);
    const full = { rewardId: mixed, quantity: 1, redeemType: 'P', password: PAY_PASSWORD, ...form };
    // Each step fixes the previous problem; what is checked first answers first.
    const steps: [Record<string, unknown>, string][] = [
      [{ ...full, password: '', name: '', address: '', telphone: '' }, 'points_password_required'],
      [{ ...full, name: '', address: '', telphone: '' }, 'points_name_required'],
      [{ ...full, address: '', telphone: '' }, 'points_address_required'],
      [{ ...full, telphone: '' }, 'points_phone_required'],
      [{ ...full, telphone: '1380000' }, 'points_phone_invalid'],
      [{ ...full, rewardId: 999_999 }, 'points_reward_unknown'],
      [{ ...full, quantity: 0 }, 'points_quantity_invalid'],
      [{ ...full, quantity: 1.5 }, 'points_quantity_invalid'],
      [{ ...full, quantity: 6 }, 'points_out_of_stock'],
      [{ ...full, rewardId: pointsOnly, redeemType: 'PM' }, 'points_redeem_type_unavailable'],
      [{ ...full, password: 'wrong-one' }, 'payment_password_incorrect'],
      [{ ...full, quantity: 3 }, 'points_not_enough'],
      [{ ...full, rewardId: pmOnly, quantity: 2 }, 'points_money_not_enough'],
    ];
    const messages = new Set<string>();
    for (const [payload, code] of steps) {
      const answer = await redeem(payload);
      expect(answer, code).toMatchObject({ success: false, errorCode: code });
      messages.add(answer.message);
    }
    expect(messages.size).toBe(new Set(steps.map(([, code]) => code)).size);
    expect(await holdings(t, merchantId, memberId)).toEqual(before);
    expect([await stock(mixed), await stock(pmOnly), await stock(pointsOnly)]).toEqual([5, 5, 5]);
  });

  it('speaks the member’s language', async () => {
    const answer = await redeem({ rewardId: mixed, quantity: 1, ...form, password: '' }, 'CN');
    expect(answer.message).toBe('请输入支付密码。');
  });
});

describe('redeeming, records, approval and rejection', () => {
  it('points only: takes price × quantity points and no money; the record is pending', async () => {
    const before = await holdings(t, merchantId, memberId);
    const answer = await redeem({ rewardId: pointsOnly, quantity: 2, redeemType: 'P', password: PAY_PASSWORD, ...form });
    expect(answer.value).toMatchObject({ type: 'P', quantity: 2, requiredPoint: '200.0000', requiredMoney: '0.0000', status: 'P' });
    expect(await holdings(t, merchantId, memberId)).toEqual({ points: (Number(before.points) - 200).toFixed(4), money: before.money });
    expect(await stock(pointsOnly)).toBe(3);
  });

  it('an item without a point price is points plus money, whatever the request says; reject refunds exactly', async () => {
    const before = await holdings(t, merchantId, memberId);
    const answer = await redeem({ rewardId: pmOnly, quantity: 1, redeemType: 'P', password: PAY_PASSWORD, ...form });
    expect(answer.value).toMatchObject({ type: 'PM', requiredPoint: '200.0000', requiredMoney: '300.0000', status: 'P' });
    expect(await holdings(t, merchantId, memberId)).toEqual({
      points: (Number(before.points) - 200).toFixed(4),
      money: (Number(before.money) - 300).toFixed(4),
    });
    const pending = await ops('GET', '/ops/merchants/demo/points/redemptions?status=P');
    const mine = pending.value.find((r: { id: number }) => r.id === answer.value.id);
    expect(mine).toMatchObject({ memberId, remarks: 'Li Lei, 1 Main Road, Shenzhen, 13800000002', province: 'Guangdong' });
    const rejected = await ops('POST', `/ops/merchants/demo/points/redemptions/${answer.value.id}/reject`, { remarks: 'out of colour' });
    expect(rejected.value).toMatchObject({ status: 'R', decisionRemarks: 'out of colour' });
    expect(await holdings(t, merchantId, memberId)).toEqual(before);
    expect(await stock(pmOnly)).toBe(5);
    // decided once: neither a second reject nor an approve moves anything again
    expect((await ops('POST', `/ops/merchants/demo/points/redemptions/${answer.value.id}/reject`, {})).errorCode).toBe(
      'points_redemption_not_pending',
    );
    expect((await ops('POST', `/ops/merchants/demo/points/redemptions/${answer.value.id}/approve`, {})).errorCode).toBe(
      'points_redemption_not_pending',
    );
    expect(await holdings(t, merchantId, memberId)).toEqual(before);
    expect((await t.features.points.service.reconcile(merchantId)).ok).toBe(true);
    expect((await t.features.wallet.service.reconcile(merchantId)).ok).toBe(true);
  });

  it('approve turns P into A and keeps what was paid', async () => {
    const answer = await redeem({ rewardId: mixed, quantity: 1, redeemType: 'PM', password: PAY_PASSWORD, ...form });
    expect(answer.value).toMatchObject({ type: 'PM', requiredPoint: '150.0000', requiredMoney: '40.0000' });
    const after = await holdings(t, merchantId, memberId);
    const approved = await ops('POST', `/ops/merchants/demo/points/redemptions/${answer.value.id}/approve`, {});
    expect(approved.value.status).toBe('A');
    expect(await holdings(t, merchantId, memberId)).toEqual(after);
  });

  it('lists records by status within a 30-day range (page 13) and refuses a longer range', async () => {
    const now = t.clock.now().getTime();
    const day = 86_400_000;
    const start = now - 29 * day;
    const end = now + 86_399_000;
    const list = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/wps/points/redeem?${q}`, headers: authed('demo', token) })).json() as Answer;
    const all = await list(`startDate=${start}&endDate=${end}`);
    expect(all.value).toMatchObject({ total: 3, size: 13, page: 1 });
    expect(all.value.list.map((r: { status: string }) => r.status)).toEqual(['A', 'R', 'P']);
    expect((await list(`startDate=${start}&endDate=${end}&status=R`)).value.list).toHaveLength(1);
    const tooLong = await list(`startDate=${now - 31 * day}&endDate=${end}`);
    expect(tooLong).toMatchObject({ success: false, errorCode: 'points_date_range_too_long' });
    const tx = (
      await t.app.inject({
        method: 'GET',
        url: `/wps/points/transactions?startTime=${now - 31 * day}&endTime=${end}`,
        headers: authed('demo', token),
      })
    ).json() as Answer;
    expect(tx.errorCode).toBe('points_date_range_too_long');
  });

  it('lists point transactions newest first with the balance after each (page 12)', async () => {
    const now = t.clock.now().getTime();
    const res = (
      await t.app.inject({
        method: 'GET',
        url: `/wps/points/transactions?startTime=${now - 86_400_000}&endTime=${now + 86_399_000}`,
        headers: authed('demo', token),
      })
    ).json() as Answer;
    expect(res.value.size).toBe(12);
    const [latest] = res.value.list;
    expect(latest).toMatchObject({ amount: '-150.0000', nameEn: 'Redemption', nameCn: '积分兑换' });
    expect(latest.currentAvailBalance).toBe((await t.features.points.service.balance(merchantId, memberId)).pointBalance);
  });
});

describe('the points system switched off (PTSYS3)', () => {
  it('acme has no points: balance and redeem answer points_disabled', async () => {
    const acme = (await t.features.system.service.merchantByCode('acme'))!.id;
    await expect(t.features.points.service.balance(acme, 1)).rejects.toMatchObject({ code: 'points_disabled' });
  });
});
