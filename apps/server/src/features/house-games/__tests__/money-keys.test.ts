import { describe, expect, it } from 'vitest';
import { type KeyedMove, keyedWallet } from '../house-games.money.js';

// Keys already in ledgers depend on these strings (a retried round must find its own movement).
describe("the Originals' money keys", () => {
  it('names a round, a step and a crash bet apart, as they always were', async () => {
    const seen: [string, KeyedMove][] = [];
    const wallet = keyedWallet({ bet: async (m) => void seen.push(['bet', m]), win: async (m) => void seen.push(['win', m]) });
    const base = { tx: null as never, merchantId: 1, memberId: 2, amount: '1.0000', productType: 'RNG' as const };
    await wallet.bet({ ...base, roundId: 7 });
    await wallet.bet({ ...base, roundId: 7, part: 2 });
    await wallet.win({ ...base, roundId: 7 });
    await wallet.bet({ ...base, roundId: 7, game: 'crash' });
    await wallet.win({ ...base, roundId: 7, game: 'crash' });
    expect(seen.map(([kind, m]) => [kind, m.key, m.reference])).toEqual([
      ['bet', 'house:7:bet', 'house:7'],
      ['bet', 'house:7:bet:2', 'house:7:2'],
      ['win', 'house:7:win', 'house:7'],
      ['bet', 'house:crash:7:bet', 'house:crash:7'],
      ['win', 'house:crash:7:win', 'house:crash:7'],
    ]);
    expect(seen[0]![1]).toEqual({ ...base, key: 'house:7:bet', reference: 'house:7' });
  });
});
