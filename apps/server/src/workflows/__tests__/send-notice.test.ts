import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, type TestApp } from '../../test/harness.js';

// Issue 23 / ADR 050: the notices of an upline transfer, a downline transfer and an operator's
// credit are written in the movement's transaction and sent by the outbox. With the after-commit
// dispatch off (as after a crash between commit and dispatch), the money has moved and the notice
// waits as an event; one drain sends it once; a retried request (same key) moves and tells nothing new.
let t: TestApp;
let merchantId: number;
const ids: Record<string, number> = {};
const password = 'abc12345';
const pay = '135790';

beforeAll(async () => {
  t = await createTestApp({ outboxNudge: false });
  merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
  const a = t.features.accounts.service;
  for (const name of ['agent01', 'player01']) {
    ids[name] = (await a.findByAccount(merchantId, name))!.id;
    await a.setPaymentPassword(merchantId, ids[name]!, password, pay);
    await t.features.wallet.service.credit({ merchantId, memberId: ids[name]!, amount: '100', key: `sn-fund-${name}`, source: 'DEPOSIT' });
  }
});
afterAll(() => t.close());

const post = async (account: string, url: string, payload: object) => {
  const token = (await login(t, 'demo', { username: account, password })).body.value.token as string;
  return (await t.app.inject({ method: 'POST', url, headers: authed('demo', token), payload })).json();
};
const notices = async (account: string, type: string) =>
  (await t.features.notifications.service.since(merchantId, ids[account]!, 0)).filter((e) => e.type === type).map((e) => e.data);
const main = async (account: string) => (await t.features.wallet.service.balance(merchantId, ids[account]!)).sumBalance;

describe('notices of money movements go through the outbox', () => {
  it('upline and downline transfers: money at once, the notice after the drain, once', async () => {
    const upline = { amount: '30', paymentPassword: pay, key: 'sn-up-0001' };
    expect((await post('player01', '/wps/member/transferUpline', upline)).success).toBe(true);
    const downline = { transfers: [{ account: 'player01', amount: '5' }], key: 'sn-down-0001', paymentPassword: pay };
    expect((await post('agent01', '/wps/agent/transfer/downline', downline)).success).toBe(true);
    expect([await main('player01'), await main('agent01')]).toEqual(['75.0000', '125.0000']);
    expect(await notices('agent01', 'AGENT_TRANSFER')).toEqual([]);
    expect(await notices('player01', 'AGENT_TRANSFER')).toEqual([]);
    expect(await t.features.outbox.pending()).toBe(2);

    await t.features.outbox.drain();
    expect(await notices('agent01', 'AGENT_TRANSFER')).toMatchObject([{ amount: '30', sender: 'player01', success: true }]);
    expect(await notices('player01', 'AGENT_TRANSFER')).toMatchObject([{ amount: '5', sender: 'agent01', success: true }]);

    // The same requests again (a double click, a retry after a timeout): nothing moves, nobody is told twice.
    expect((await post('player01', '/wps/member/transferUpline', upline)).success).toBe(true);
    expect((await post('agent01', '/wps/agent/transfer/downline', downline)).success).toBe(true);
    await t.features.outbox.drain();
    expect([await main('player01'), await main('agent01')]).toEqual(['75.0000', '125.0000']);
    expect(await notices('agent01', 'AGENT_TRANSFER')).toHaveLength(1);
    expect(await notices('player01', 'AGENT_TRANSFER')).toHaveLength(1);
  });

  it('an operator’s credit: the notice waits for the drain and is sent once; a debit tells nothing', async () => {
    const before = (await notices('player01', 'DEPOSIT')).length;
    const adjust = (amount: string, key: string) =>
      t.features.finance.service.adjust(
        merchantId,
        { account: 'player01', amount, reason: 'goodwill', key, notice: 'A gift' },
        {
          name: 'ops-test',
          operatorId: null,
        },
      );
    await adjust('12', 'sn-adj-0001');
    await adjust('-2', 'sn-adj-0002');
    expect(await main('player01')).toBe('85.0000');
    expect(await notices('player01', 'DEPOSIT')).toHaveLength(before);
    await t.features.outbox.drain();
    await adjust('12', 'sn-adj-0001');
    await t.features.outbox.drain();
    const got = (await notices('player01', 'DEPOSIT')).slice(before);
    expect(got).toMatchObject([{ amount: '12.0000', remarks: 'A gift', success: true }]);
    expect(await main('player01')).toBe('85.0000');
  });
});
