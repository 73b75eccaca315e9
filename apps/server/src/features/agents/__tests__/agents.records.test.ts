import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let merchantId: number;
const ids: Record<string, number> = {};
const password = 'abc12345';

const tokenOf = async (account: string) => (await login(t, 'demo', { username: account, password })).body.value.token as string;
const get = async (account: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: authed('demo', await tokenOf(account)) })).json();
const spin = async (account: string, amount: string, key: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/house/slot/spin',
    headers: authed('demo', await tokenOf(account)),
    payload: { amount, key },
  });
  expect(res.json().success).toBe(true);
};

beforeAll(async () => {
  t = await createTestApp();
  const a = t.features.accounts.service;
  merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
  ids.player01 = (await a.findByAccount(merchantId, 'player01'))!.id;
  // Team B: agent02 → player02, agent02 → sub0202 → deep0202. Team A (demo): agent01 → player01.
  ids.agent02 = (await a.create({ merchantId, account: 'agent02', isAgent: 1, password })).id;
  ids.player02 = (await a.create({ merchantId, account: 'player02', isAgent: 0, password, uplineId: ids.agent02 })).id;
  ids.sub0202 = (await a.create({ merchantId, account: 'sub0202', isAgent: 1, password, uplineId: ids.agent02 })).id;
  ids.deep0202 = (await a.create({ merchantId, account: 'deep0202', isAgent: 0, password, uplineId: ids.sub0202 })).id;
  for (const name of ['player01', 'player02', 'deep0202', 'sub0202'])
    await t.features.wallet.service.credit({ merchantId, memberId: ids[name]!, amount: '100', key: `rec-fund-${name}`, source: 'DEPOSIT' });
  await spin('player02', '1.00', 'rec-spin-1');
  await spin('player02', '2.00', 'rec-spin-2');
  await spin('deep0202', '3.00', 'rec-spin-3');
  await spin('player01', '4.00', 'rec-spin-4');
  await t.features.cashier.service.deposit(merchantId, ids.deep0202!, {
    amount: '50',
    reference: 'r1',
    channel: 'manual',
    key: 'rec-dep-1',
  });
  await t.features.cashier.service.deposit(merchantId, ids.player01!, {
    amount: '60',
    reference: 'r2',
    channel: 'manual',
    key: 'rec-dep-2',
  });
  await a.setPaymentPassword(merchantId, ids.sub0202!, password, '135790');
  await t.features.agents.transfers.toDownline(merchantId, ids.sub0202!, {
    transfers: [{ account: 'deep0202', amount: '5' }],
    key: 'rec-transfer-1',
    paymentPassword: '135790',
  });
});
afterAll(() => t.close());

describe('team betting (TEAMBETTING3)', () => {
  it("lists the whole team's bets at any depth, newest first, and nobody else's", async () => {
    const res = await get('agent02', '/wps/agent/team/bets?period=today');
    expect(res.success).toBe(true);
    expect(res.value.total).toBe(3);
    expect(
      res.value.items.map((b: { account: string; bet: string; product: string }) => `${b.account}:${b.bet}:${b.product}`).sort(),
    ).toEqual(['deep0202:3.0000:HOUSE', 'player02:1.0000:HOUSE', 'player02:2.0000:HOUSE']);
    expect(res.value.items[0].game).toBe('arcadia-slot');
  });

  it('filters by member, product and period, and pages', async () => {
    expect((await get('agent02', '/wps/agent/team/bets?account=deep0202')).value.items).toHaveLength(1);
    expect((await get('agent02', '/wps/agent/team/bets?product=LOTTERY')).value).toEqual({ items: [], total: 0 });
    expect((await get('agent02', '/wps/agent/team/bets?period=yesterday')).value.total).toBe(0);
    const p1 = (await get('agent02', '/wps/agent/team/bets?size=2&page=1')).value;
    const p2 = (await get('agent02', '/wps/agent/team/bets?size=2&page=2')).value;
    expect([p1.items.length, p2.items.length, p1.total]).toEqual([2, 1, 3]);
  });

  it('a sub-agent sees only its own part of the team; another team is refused', async () => {
    expect((await get('sub0202', '/wps/agent/team/bets')).value.items.map((b: { account: string }) => b.account)).toEqual(['deep0202']);
    expect(await get('agent02', '/wps/agent/team/bets?account=player01')).toMatchObject({
      success: false,
      errorCode: 'agents_not_downline',
    });
    expect((await get('agent01', '/wps/agent/team/bets')).value.items.map((b: { account: string }) => b.account)).toEqual(['player01']);
  });
});

describe('downline transactions', () => {
  it("lists the team's deposits and the transfers its members received, with the sender", async () => {
    const res = (await get('agent02', '/wps/agent/team/transactions')).value;
    expect(res.total).toBe(2);
    expect(res.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account: 'deep0202', type: 'DEPOSIT', amount: '50.0000', status: 'pending', from: null }),
        expect.objectContaining({ account: 'deep0202', type: 'TRANSFER', amount: '5.0000', from: 'sub0202' }),
      ]),
    );
    expect(await get('agent02', '/wps/agent/team/transactions?account=player01')).toMatchObject({
      success: false,
      errorCode: 'agents_not_downline',
    });
    expect((await get('agent01', '/wps/agent/team/transactions')).value.items).toMatchObject([{ account: 'player01', type: 'DEPOSIT' }]);
  });

  it('refuses pages deeper than the merge reaches', async () => {
    expect((await get('agent02', '/wps/agent/team/transactions?page=30&size=50')).success).toBe(false);
  });
});
