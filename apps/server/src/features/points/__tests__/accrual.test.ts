import { Big } from '@arcadia/contract';
import { PRODUCT_TYPES, RATE_OF_PRODUCT } from '@arcadia/contract/points';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, memberIds, type TestApp } from '../../../test/harness.js';
import { form, fundedMember, LOGIN_PASSWORD, PAY_PASSWORD } from './fixture.js';

let t: TestApp;
let merchantId: number;
const RATES = {
  pointExchangeRate: '0.1',
  liveBet: '0.02',
  lottoBet: '0.03',
  pvpBet: '0.04',
  rngBet: '0.05',
  sportBet: '0.06',
  redeem: '0.5',
  deposit: '0.07',
};
const points = async (memberId: number) => (await t.features.points.service.balance(merchantId, memberId)).pointBalance;

beforeAll(async () => {
  t = await createTestApp();
  ({ merchantId } = await memberIds(t, 'demo', 'player01'));
  await t.features.points.service.catalogue.saveConfig(merchantId, RATES);
}, 60_000);
afterAll(() => t?.close());

describe('accrual by the point config', () => {
  it('each product type earns its own rate; a repeated reference earns once', async () => {
    const memberId = await fundedMember(t, merchantId, 'accrue01', {});
    let expected = new Big(0);
    for (const productType of PRODUCT_TYPES) {
      const event = { merchantId, memberId, productType, amount: '100', reference: `test:${productType}` };
      await t.features.points.service.accrue(event);
      await t.features.points.service.accrue(event);
      expected = expected.plus(new Big(100).times(RATES[RATE_OF_PRODUCT[productType]]));
      expect(await points(memberId), productType).toBe(expected.toFixed(4));
    }
    // LIVE 2 + RNG 5 + CONS 4 + SPORTS 6 + LOTT 3 + FISH 5 + ELOTT 3 + PVP 4 + ESPORTS 6 + DEPOSIT 7
    expect(expected.toFixed(4)).toBe('45.0000');
    expect((await t.features.points.service.reconcile(merchantId)).ok).toBe(true);
  });

  it('an in-house slot spin earns RNG points on the stake', async () => {
    const memberId = await fundedMember(t, merchantId, 'accrue02', { money: '100' });
    const token = (await login(t, 'demo', { username: 'accrue02', password: LOGIN_PASSWORD })).body.value.token;
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/house/slot/spin',
        headers: authed('demo', token),
        payload: { amount: '10.00', key: `accrue-spin-${i}` },
      });
      expect(res.json().success).toBe(true);
    }
    expect(await points(memberId)).toBe('1.5000'); // 3 × 10 × 0.05
    const fish = await t.app.inject({
      method: 'POST',
      url: '/wps/house/fish/shoot',
      headers: authed('demo', token),
      payload: { amount: '10.00', key: 'accrue-shot-1' },
    });
    expect(fish.json().success).toBe(true);
    expect(await points(memberId)).toBe('2.0000'); // fish counts as RNG
  });

  it('a seamless vendor bet earns by its lane, once even when the vendor retries', async () => {
    const memberId = await fundedMember(t, merchantId, 'accrue03', { money: '100' });
    const token = (await login(t, 'demo', { username: 'accrue03', password: LOGIN_PASSWORD })).body.value.token;
    // The vendor's side as the in-house games call it: the session token from the launch URL, the
    // seamless service's own debit and credit (the HTTP and signature layer is the games feature's).
    const launch = await t.app.inject({
      method: 'GET',
      url: '/wps/game/launch/v2?vassalage=FAKE&gameId=fake-fortune',
      headers: authed('demo', token),
    });
    const gameToken = new URL(launch.json().value.game_url, 'http://x').searchParams.get('token') ?? '';
    const seamless = t.features.games.seamless;
    const vendor = await seamless.vendor('FAKE');
    const bet = { token: gameToken, transactionId: 'PT-1', roundId: 'PR-1', amount: '20' };
    await seamless.debit(vendor, bet);
    await seamless.debit(vendor, bet);
    expect(await points(memberId)).toBe('1.0000'); // FAKE is an RNG vendor: 20 × 0.05
    // a win earns nothing
    await seamless.credit(vendor, { token: gameToken, transactionId: 'PT-1W', roundId: 'PR-1', amount: '50' });
    expect(await points(memberId)).toBe('1.0000');
  });

  it('an approved deposit earns deposit points; a rejected one earns none', async () => {
    const memberId = await fundedMember(t, merchantId, 'accrue04', {});
    const cashier = t.features.cashier.service;
    const ok = await cashier.deposit(merchantId, memberId, { amount: '200', reference: 'bank-1', channel: 'manual', key: 'accrue-dep-1' });
    const no = await cashier.deposit(merchantId, memberId, { amount: '300', reference: 'bank-2', channel: 'manual', key: 'accrue-dep-2' });
    await cashier.decide(merchantId, ok.id, 'approved', '');
    await cashier.decide(merchantId, ok.id, 'approved', ''); // a retried decision earns nothing more
    await cashier.decide(merchantId, no.id, 'rejected', '');
    expect(await points(memberId)).toBe('14.0000'); // 200 × 0.07
  });

  it('approving a points-plus-money redemption earns the redeem rate on the money paid', async () => {
    const memberId = await fundedMember(t, merchantId, 'accrue05', { points: '500', money: '100' });
    const reward = await t.features.points.service.catalogue.createReward(merchantId, {
      type: 1,
      name: 'Bonus item',
      chineseName: '奖励商品',
      price: null,
      mpPointAmount: '100',
      mpMoneyAmount: '40',
      inventory: 3,
    });
    const rec = await t.features.pointsMall.redeem(merchantId, memberId, {
      rewardId: reward.id,
      quantity: 1,
      redeemType: 'PM',
      password: PAY_PASSWORD,
      ...form,
    });
    await t.features.pointsMall.decide(merchantId, rec.id, 'A', '');
    expect(await points(memberId)).toBe('420.0000'); // 500 − 100 + 40 × 0.5
  });
});
