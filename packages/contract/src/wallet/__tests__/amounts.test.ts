import { describe, expect, it } from 'vitest';
import { adjustmentInputSchema, financeSettingsInputSchema } from '../../finance/index.js';
import { betAmountSchema } from '../../house-games/index.js';
import { amountSchema, positiveAmountSchema } from '../index.js';

const SPACED = [' 1', '1 ', ' 1 ', '\t1', '1\n', '1 .5', '1. 5', '1\u00a0'];
const OTHER_BAD = ['', '+1', '1e3', '.5', '1.', '1.23456', '0x10', '１'];

describe('amounts are strict decimal strings', () => {
  it.each([...SPACED, ...OTHER_BAD])('positiveAmountSchema refuses %j', (v) => {
    const parsed = positiveAmountSchema.safeParse(v);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('amount_invalid');
  });
  it.each(SPACED)('amountSchema and betAmountSchema refuse %j', (v) => {
    expect(amountSchema.safeParse(v).success).toBe(false);
    expect(betAmountSchema.safeParse(v).success).toBe(false);
  });
  it('keeps the exact value of good amounts', () => {
    for (const v of ['1', '0.5', '12.3456', '100000']) expect(positiveAmountSchema.parse(v)).toBe(v);
    expect(betAmountSchema.parse('2.5')).toBe('2.5');
  });
  it('operator amounts are no longer trimmed into shape (the service refuses them as amount_invalid)', () => {
    expect(adjustmentInputSchema.parse({ account: 'a', amount: ' 1', reason: '', key: '12345678' }).amount).toBe(' 1');
    expect(financeSettingsInputSchema.parse({ approvalThreshold: '1 ' }).approvalThreshold).toBe('1 ');
  });
});
