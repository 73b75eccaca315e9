import { describe, expect, it } from 'vitest';
import { showAmount } from '../components/amount';

describe('showAmount', () => {
  it('keeps two decimals and never rounds a fraction of a win away', () => {
    expect(showAmount('1.3000')).toBe('1.30');
    expect(showAmount('0.0250')).toBe('0.025');
    expect(showAmount('2000.0000')).toBe('2000.00');
    expect(showAmount('12')).toBe('12.00');
  });
});
