import { describe, expect, it } from 'vitest';
import { checkKeep, keepRows } from '../vip-keep-form';

const levels = [
  { labelId: 1, labelName: 'Bronze', levelUpBonus: '0' },
  { labelId: 2, labelName: 'Silver', levelUpBonus: '10' },
  { labelId: 3, labelName: 'Gold', levelUpBonus: '50' },
];

describe('VIP keep form', () => {
  it('starts from the rules in force; a level without one is off', () => {
    const rows = keepRows(levels, [{ labelId: 2, periodDays: 30, deposit: '100.0000', validBet: '0.5000' }]);
    expect(rows[2]).toEqual({ on: true, periodDays: '30', deposit: '100', validBet: '0.5' });
    expect(rows[1]).toEqual({ on: false, periodDays: '30', deposit: '', validBet: '' });
  });

  it('saves only the levels switched on, with an empty amount as 0', () => {
    const rows = keepRows(levels, []);
    rows[3] = { on: true, periodDays: '90', deposit: '', validBet: '2000' };
    expect(checkKeep(levels, rows)).toEqual({
      ok: true,
      value: { rules: [{ labelId: 3, periodDays: 90, deposit: '0', validBet: '2000' }] },
    });
    expect(checkKeep(levels, keepRows(levels, []))).toEqual({ ok: true, value: { rules: [] } });
  });

  it('refuses a bad period, a bad amount and a rule that asks for nothing, naming the level and field', () => {
    const rows = keepRows(levels, []);
    rows[1] = { on: true, periodDays: '0', deposit: '1.23456', validBet: '5' };
    rows[2] = { on: true, periodDays: '366', deposit: '-1', validBet: 'abc' };
    rows[3] = { on: true, periodDays: '30', deposit: '0', validBet: '' };
    const checked = checkKeep(levels, rows);
    expect(checked).toEqual({
      ok: false,
      errors: {
        1: { periodDays: 'keep.errors.period', deposit: 'keep.errors.amount' },
        2: { periodDays: 'keep.errors.period', deposit: 'keep.errors.amount', validBet: 'keep.errors.amount' },
        3: { deposit: 'keep.errors.nothing' },
      },
    });
  });
});
