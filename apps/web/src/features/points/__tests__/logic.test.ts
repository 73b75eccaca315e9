import type { Reward } from '@arcadia/contract/points';
import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  convertOnBlur,
  costOf,
  phoneFits,
  pointsText,
  rangeOf,
  rateText,
  redeemTypeOf,
  stepImage,
  visibleCount,
} from '../logic';

const reward = (over: Partial<Reward>): Reward => ({
  id: 1,
  name: 'Item',
  chineseName: '商品',
  type: 1,
  price: '100.0000',
  mpPointAmount: '40.0000',
  mpMoneyAmount: '9.5000',
  displayPointMoneyAmt: 'Y',
  inventory: 5,
  adjustedCount: 0,
  description: '',
  imageLink: '',
  merchandiseImages: [],
  ...over,
});

describe('points mall rules of spec 001', () => {
  it('shows 3 per type, 7 when a type is chosen, 1000 once expanded', () => {
    expect([visibleCount(false, false), visibleCount(true, false), visibleCount(false, true), visibleCount(true, true)]).toEqual([
      3, 7, 1000, 1000,
    ]);
  });

  it('clamps the quantity to a whole number between 1 and the stock', () => {
    expect([clampQuantity(0, 5), clampQuantity(-3, 5), clampQuantity(2.7, 5), clampQuantity(9, 5), clampQuantity('x', 5)]).toEqual([
      1, 1, 2, 5, 1,
    ]);
  });

  it('an item without a point price is always points plus money; points-only pays no money', () => {
    expect(redeemTypeOf(reward({ price: null }), 'P')).toBe('PM');
    expect(redeemTypeOf(reward({ mpPointAmount: null, mpMoneyAmount: null }), 'PM')).toBe('P');
    expect(costOf(reward({}), 'P', 3)).toEqual({ points: '300', money: '0.00' });
    expect(costOf(reward({}), 'PM', 2)).toEqual({ points: '80', money: '19.00' });
  });

  it('shows rates ×100 with 2 decimals and balances with 0 decimals', () => {
    expect(rateText('0.015')).toBe('1.50');
    expect(pointsText('12.9999')).toBe('12');
  });

  it('resets a convert amount under 1 to 1 on blur', () => {
    expect([convertOnBlur('0.5'), convertOnBlur(''), convertOnBlur('abc'), convertOnBlur(' 7 ')]).toEqual(['1', '1', '1', '7']);
  });

  it('checks the phone by the mobile rule, else 11 digits', () => {
    expect(phoneFits('13800000000', null)).toBe(true);
    expect(phoneFits('1380000000', null)).toBe(false);
    expect(phoneFits('0812345678', { pattern: '^0\\d+$', min: 10, max: 10 })).toBe(true);
    expect(phoneFits('1812345678', { pattern: '^0\\d+$', min: 10, max: 10 })).toBe(false);
  });

  it('allows at most 30 days and extends the end by 86399000 ms', () => {
    const r = rangeOf('2026-06-01', '2026-07-01');
    expect(typeof r).toBe('object');
    if (typeof r === 'object') expect(r.endDate - r.startDate).toBe(30 * 86_400_000 + 86_399_000);
    expect(rangeOf('2026-06-01', '2026-07-02')).toBe('too-long');
    expect(rangeOf('2026-06-02', '2026-06-01')).toBe('reversed');
  });

  it('the carousel loops only with more than 5 images', () => {
    expect([stepImage(4, 5, 1), stepImage(0, 5, -1)]).toEqual([4, 0]);
    expect([stepImage(5, 6, 1), stepImage(0, 6, -1)]).toEqual([0, 5]);
  });
});
