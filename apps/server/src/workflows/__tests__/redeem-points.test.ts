import { POINTS_ERRORS } from '@arcadia/contract/points';
import { WALLET_ERRORS } from '@arcadia/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addReward, form, fundedMember, holdings, PAY_PASSWORD } from '../../features/points/__tests__/fixture.js';
import { AppError } from '../../platform/http/app-error.js';
import { createTestApp, memberIds, type TestApp } from '../../test/harness.js';
import { mallMoney } from '../redeem-points.js';

// Issue 23 / ADR 050: the points mall's rule (stock, record, points) and its money move in one
// transaction the workflow opens; a wallet short of money takes nothing, a reject gives all back.
describe('the mall’s money prompt', () => {
  it('maps the wallet’s insufficient balance to the mall’s own code and lets every other error through', async () => {
    await expect(mallMoney(Promise.reject(new AppError(WALLET_ERRORS.insufficient)))).rejects.toMatchObject({
      code: POINTS_ERRORS.moneyInsufficient,
    });
    await expect(mallMoney(Promise.reject(new AppError(POINTS_ERRORS.outOfStock)))).rejects.toMatchObject({
      code: POINTS_ERRORS.outOfStock,
    });
    expect(await mallMoney(Promise.resolve(3))).toBe(3);
  });
});

describe('redeeming points on PGlite with the real services', () => {
  let t: TestApp;
  let merchantId: number;
  let mixed: number;
  const stock = async (id: number) => (await t.features.points.service.catalogue.reward(merchantId, id)).inventory;
  beforeAll(async () => {
    t = await createTestApp();
    ({ merchantId } = await memberIds(t, 'demo', 'player01'));
    mixed = (await addReward(t, merchantId, { price: '400', mp: ['150', '40'], inventory: 5, name: 'Workflow item' })).id;
  }, 120_000);
  afterAll(() => t?.close());

  const ask = { rewardId: 0, quantity: 1, redeemType: 'PM' as const, password: PAY_PASSWORD, ...form };

  it('points plus money: stock, record, points and money leave together; a reject brings all four back', async () => {
    const memberId = await fundedMember(t, merchantId, 'mallflow01', { points: '1000', money: '100' });
    const rec = await t.features.pointsMall.redeem(merchantId, memberId, { ...ask, rewardId: mixed });
    expect(rec).toMatchObject({ type: 'PM', requiredPoint: '150.0000', requiredMoney: '40.0000', status: 'P' });
    expect(await holdings(t, merchantId, memberId)).toEqual({ points: '850.0000', money: '60.0000' });
    expect(await stock(mixed)).toBe(4);

    const rejected = await t.features.pointsMall.decide(merchantId, rec.id, 'R', 'out of stock at the warehouse');
    expect(rejected.status).toBe('R');
    expect(await holdings(t, merchantId, memberId)).toEqual({ points: '1000.0000', money: '100.0000' });
    expect(await stock(mixed)).toBe(5);
    // Decided once: a second decision moves nothing.
    await expect(t.features.pointsMall.decide(merchantId, rec.id, 'R', 'again')).rejects.toMatchObject({ code: POINTS_ERRORS.notPending });
    expect(await holdings(t, merchantId, memberId)).toEqual({ points: '1000.0000', money: '100.0000' });
  });

  it('money short: the mall’s prompt, and the stock, the record and the points stay where they were', async () => {
    const memberId = await fundedMember(t, merchantId, 'mallflow02', { points: '1000', money: '10' });
    const before = await stock(mixed);
    await expect(t.features.pointsMall.redeem(merchantId, memberId, { ...ask, rewardId: mixed })).rejects.toMatchObject({
      code: POINTS_ERRORS.moneyInsufficient,
    });
    expect(await holdings(t, merchantId, memberId)).toEqual({ points: '1000.0000', money: '10.0000' });
    expect(await stock(mixed)).toBe(before);
    const records = await t.features.points.service.records(merchantId, memberId, {
      startDate: t.clock.now().getTime() - 86_400_000,
      endDate: t.clock.now().getTime(),
      page: 1,
      size: 10,
      status: 'all',
    });
    expect(records.total).toBe(0);
  });

  it('converting: the points out and the money in under the member’s key, once', async () => {
    const memberId = await fundedMember(t, merchantId, 'mallflow03', { points: '500' });
    const rate = (await t.features.points.service.catalogue.config(merchantId)).pointExchangeRate;
    if (Number(rate) <= 0) return expect(rate).toBeDefined();
    const first = await t.features.pointsMall.convert(merchantId, memberId, { amount: '100', password: PAY_PASSWORD, key: 'conv-1' });
    const again = await t.features.pointsMall.convert(merchantId, memberId, { amount: '100', password: PAY_PASSWORD, key: 'conv-1' });
    expect(again).toEqual(first);
    expect((await holdings(t, merchantId, memberId)).points).toBe('400.0000');
    expect((await holdings(t, merchantId, memberId)).money).toBe(first.money);
  });
});
