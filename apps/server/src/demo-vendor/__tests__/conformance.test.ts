import { describe, expect, it } from 'vitest';
import { conformBuiltIn } from '../conformance/run.js';

/** scripts/vendor-conformance.ts's cases, run against the built-in vendor (the kit plays the wallet). */
describe('the seamless-wallet conformance kit against the built-in demo vendor', () => {
  it.each([
    ['FAKE', '1', 'spin'],
    ['JDB', '0.1', 'small'],
  ])('%s passes every named case', async (vendor, bet, pick) => {
    const results = await conformBuiltIn(vendor, bet, pick);
    expect(results.length).toBeGreaterThanOrEqual(14);
    expect(results.map((r) => r.name)).toContain(
      'a debit never answered is rolled back by its transaction id, and the round is not credited',
    );
    expect(results.filter((r) => !r.ok)).toEqual([]);
  });
});
