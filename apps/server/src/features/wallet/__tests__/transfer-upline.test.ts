import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let merchantId: number;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.features.system.service.merchantByCode('acme'))!.id;
  for (const a of ['player01', 'agent01', 'trial01']) ids[a] = (await t.features.accounts.service.findByAccount(merchantId, a))!.id;
  await t.features.wallet.service.credit({ merchantId, memberId: ids.player01!, amount: '100', key: 'tu-fund', source: 'DEPOSIT' });
  await t.features.accounts.service.setPaymentPassword(merchantId, ids.player01!, 'abc12345', '135790');
});
afterAll(() => t.close());

const send = async (account: string, body: object) => {
  const token = (await login(t, 'acme', { username: account, password: 'abc12345' })).body.value.token;
  return (await t.app.inject({ method: 'POST', url: '/wps/member/transferUpline', headers: authed('acme', token), payload: body })).json();
};
const main = async (account: string) => (await t.features.wallet.service.balance(merchantId, ids[account]!)).sumBalance;

describe('transfer to upline', () => {
  it('moves money from the player to the upline agent, who is notified', async () => {
    const res = await send('player01', { amount: '30', paymentPassword: '135790', key: 'tu-key-0001' });
    expect(res).toMatchObject({ success: true, value: { sumBalance: '70.0000' } });
    expect(await main('agent01')).toBe('30.0000');
    const [event] = (await t.features.notifications.service.since(merchantId, ids.agent01!, 0)).filter((e) => e.type === 'AGENT_TRANSFER');
    expect(event!.data).toMatchObject({ amount: '30', sender: 'player01' });
  });

  it('needs the payment password and enough money', async () => {
    expect((await send('player01', { amount: '5', paymentPassword: '000000', key: 'tu-key-0002' })).errorCode).toBe(
      'payment_password_incorrect',
    );
    expect((await send('player01', { amount: '500', paymentPassword: '135790', key: 'tu-key-0003' })).errorCode).toBe('balance_not_enough');
    expect(await main('player01')).toBe('70.0000');
  });

  it('is refused while a bonus still has wagering to do, as a withdrawal is; allowed once waived', async () => {
    const ops = { authorization: `Bearer ${OPS_TOKEN}` };
    const promo = await t.app.inject({
      method: 'POST',
      url: '/ops/merchants/acme/promotions',
      headers: ops,
      payload: { title: 'Upline bonus', content: '<p>x</p>', applicable: true },
    });
    const token = (await login(t, 'acme', { username: 'player01', password: 'abc12345' })).body.value.token;
    const applied = await t.app.inject({
      method: 'POST',
      url: '/wps/promotions/apply',
      headers: authed('acme', token),
      payload: { promotionId: promo.json().value.id },
    });
    const id = applied.json().value.id as number;
    const approve = await t.app.inject({
      method: 'POST',
      url: `/ops/merchants/acme/reward-applications/${id}/approve`,
      headers: ops,
      payload: { bonus: '20', turnoverMultiplier: 5 },
    });
    expect(approve.json().value).toMatchObject({ status: 'APPROVED', turnoverRequired: '100.0000' });
    const before = await main('agent01');
    const refused = await send('player01', { amount: '10', paymentPassword: '135790', key: 'tu-key-0010' });
    expect(refused).toMatchObject({ success: false, errorCode: 'transfer_wagering_unmet' });
    expect(refused.message).toContain('100.0000');
    expect(await main('agent01')).toBe(before);
    await t.app.inject({
      method: 'POST',
      url: `/ops/merchants/acme/reward-applications/${id}/waive-wagering`,
      headers: ops,
      payload: { remarks: 'test waiver' },
    });
    expect(await send('player01', { amount: '10', paymentPassword: '135790', key: 'tu-key-0011' })).toMatchObject({ success: true });
    expect(await main('agent01')).toBe((Number(before) + 10).toFixed(4));
  });

  it('is refused without an upline to send to, or when AGETRANSFERUP3 is off', async () => {
    expect((await send('agent01', { amount: '1', key: 'tu-key-0004' })).errorCode).toBe('transfer_upline_unavailable');
    await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/acme/flags',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { AGETRANSFERUP3: false },
    });
    expect((await send('player01', { amount: '1', paymentPassword: '135790', key: 'tu-key-0005' })).errorCode).toBe(
      'transfer_upline_unavailable',
    );
  });

  it('is refused to a restricted account', async () => {
    const res = await send('trial01', { amount: '1', key: 'tu-key-0006' });
    expect(res.errorCode).toBe('in_need_true_account');
  });
});
