import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let merchantId: number;
const ids: Record<string, number> = {};
const password = 'abc12345';
const payPassword = '135790';

beforeAll(async () => {
  t = await createTestApp();
  const a = t.features.accounts.service;
  merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
  for (const name of ['agent01', 'player01']) ids[name] = (await a.findByAccount(merchantId, name))!.id;
  // Team A: agent01 → player01, agent01 → sub0101 → deep0101 (depth 2). Team B: agent02 → player02.
  ids.sub0101 = (await a.create({ merchantId, account: 'sub0101', isAgent: 1, password, uplineId: ids.agent01! })).id;
  ids.deep0101 = (await a.create({ merchantId, account: 'deep0101', isAgent: 0, password, uplineId: ids.sub0101 })).id;
  ids.agent02 = (await a.create({ merchantId, account: 'agent02', isAgent: 1, password })).id;
  ids.player02 = (await a.create({ merchantId, account: 'player02', isAgent: 0, password, uplineId: ids.agent02 })).id;
  for (const name of ['agent01', 'agent02', 'player01']) await a.setPaymentPassword(merchantId, ids[name]!, password, payPassword);
  for (const name of ['agent01', 'agent02'])
    await t.features.wallet.service.credit({ merchantId, memberId: ids[name]!, amount: '100', key: `td-fund-${name}`, source: 'DEPOSIT' });
});
afterAll(() => t.close());

const tokenOf = async (account: string) => (await login(t, 'demo', { username: account, password })).body.value.token as string;
const send = async (account: string, transfers: { account: string; amount: string }[], key: string, pay = payPassword) => {
  const payload = { transfers, key, paymentPassword: pay };
  return (
    await t.app.inject({ method: 'POST', url: '/wps/agent/transfer/downline', headers: authed('demo', await tokenOf(account)), payload })
  ).json();
};
const main = async (account: string) => (await t.features.wallet.service.balance(merchantId, ids[account]!)).sumBalance;
const noticesOf = async (account: string) =>
  (await t.features.notifications.service.since(merchantId, ids[account]!, 0)).filter((e) => e.type === 'AGENT_TRANSFER');
const balances = async () => Promise.all(['agent01', 'player01', 'sub0101', 'deep0101', 'player02'].map(main));

describe('transfer to the downline (AGENTRANSMULTDOWN3)', () => {
  it('pays several members of the team at any depth in one request, and each receiver is notified', async () => {
    const res = await send(
      'agent01',
      [
        { account: 'player01', amount: '10' },
        { account: 'deep0101', amount: '2.5' },
      ],
      'td-key-0001',
    );
    expect(res).toMatchObject({ success: true, value: { total: '12.5000' } });
    expect(await balances()).toEqual(['87.5000', '10.0000', '0.0000', '2.5000', '0.0000']);
    expect((await noticesOf('deep0101'))[0]!.data).toMatchObject({ amount: '2.5', sender: 'agent01' });
    // Both sides read it in their history.
    const history = async (account: string) =>
      (await t.app.inject({ method: 'GET', url: '/wps/agent/transfer/history', headers: authed('demo', await tokenOf(account)) })).json()
        .value;
    expect(
      (await history('agent01')).items.map((i: { account: string; direction: string }) => `${i.direction}:${i.account}`).sort(),
    ).toEqual(['out:deep0101', 'out:player01']);
    expect((await history('player01')).items).toMatchObject([{ account: 'agent01', amount: '10.0000', direction: 'in' }]);
  });

  it('a retried request (same key) pays and announces nothing twice', async () => {
    const again = await send(
      'agent01',
      [
        { account: 'player01', amount: '10' },
        { account: 'deep0101', amount: '2.5' },
      ],
      'td-key-0001',
    );
    expect(again.success).toBe(true);
    expect(await balances()).toEqual(['87.5000', '10.0000', '0.0000', '2.5000', '0.0000']);
    expect(await noticesOf('deep0101')).toHaveLength(1);
  });

  it.each([
    ['a member of another team', [{ account: 'player02', amount: '1' }], 'agents_not_downline'],
    [
      'a list with one stranger among team members',
      [
        { account: 'player01', amount: '1' },
        { account: 'player02', amount: '1' },
      ],
      'agents_not_downline',
    ],
    ['an unknown account (same answer as a stranger)', [{ account: 'nobody99', amount: '1' }], 'agents_not_downline'],
    ['the agent itself', [{ account: 'agent01', amount: '1' }], 'agents_not_downline'],
    [
      'more than the balance, in total',
      [
        { account: 'player01', amount: '80' },
        { account: 'sub0101', amount: '10' },
      ],
      'balance_not_enough',
    ],
    [
      'the same member twice',
      [
        { account: 'player01', amount: '1' },
        { account: 'PLAYER01', amount: '1' },
      ],
      'agents_transfer_duplicate',
    ],
    ['a zero amount', [{ account: 'player01', amount: '0' }], 'invalid_request'],
  ])('refuses %s and moves nothing', async (_label, transfers, code) => {
    const res = await send('agent01', transfers, `td-refused-${code}-${transfers.length}-${transfers[0]!.amount}`);
    expect(res).toMatchObject({ success: false, errorCode: code });
    expect(typeof res.message).toBe('string');
    expect(await balances()).toEqual(['87.5000', '10.0000', '0.0000', '2.5000', '0.0000']);
  });

  it('the other team’s agent cannot reach team A either', async () => {
    const res = await send('agent02', [{ account: 'player01', amount: '1' }], 'td-key-b001');
    expect(res).toMatchObject({ success: false, errorCode: 'agents_not_downline' });
    expect(await main('agent02')).toBe('100.0000');
    expect((await send('agent02', [{ account: 'player02', amount: '4' }], 'td-key-b002')).success).toBe(true);
    expect(await main('player02')).toBe('4.0000');
  });

  it('needs an agent, the payment password and the merchant switch; the refusal is localised', async () => {
    expect((await send('player01', [{ account: 'player01', amount: '1' }], 'td-key-p001')).errorCode).toBe('agents_not_agent');
    expect((await send('agent01', [{ account: 'player01', amount: '1' }], 'td-key-p002', '000000')).errorCode).toBe(
      'payment_password_incorrect',
    );
    await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/flags',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { AGENTRANSMULTDOWN3: false },
    });
    const off = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/transfer/downline',
      headers: { ...authed('demo', await tokenOf('agent01')), language: 'EN' },
      payload: { transfers: [{ account: 'player01', amount: '1' }], key: 'td-key-p003', paymentPassword: payPassword },
    });
    expect(off.json()).toMatchObject({
      success: false,
      errorCode: 'agents_transfer_off',
      message: 'Transfers to the downline are not available on this site.',
    });
    expect((await balances()).slice(0, 4)).toEqual(['87.5000', '10.0000', '0.0000', '2.5000']);
  });
});
