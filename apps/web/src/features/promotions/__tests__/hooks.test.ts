import { describe, expect, it } from 'vitest';
import { linkedPromotionId } from '../hooks';

describe('promotion deep link', () => {
  it('reads the hash first, then the id query parameter', () => {
    expect(linkedPromotionId('#12', '?t=1&id=3')).toBe(12);
    expect(linkedPromotionId('', '?id=3')).toBe(3);
    expect(linkedPromotionId('#abc', '')).toBeNull();
    expect(linkedPromotionId('', '?t=99')).toBeNull();
  });
});
