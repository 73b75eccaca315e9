import { Big } from '@arcadia/contract';
import { ROULETTE_POCKETS, type RouletteBet, type RouletteOutcome, rouletteCovers, rouletteReturn } from '@arcadia/contract/house-games';

/**
 * arcadia-roulette (ADR 062): pocket = floor(word0 × 37 / 2^32). 2^32 = 37 × 116,080,197 + 7, so
 * pockets 0…36 get 116,080,197 or 116,080,198 words each: no pocket is off 1/37 by 2^-32 or more.
 * The bets must be valid (the service checks them first); a winning bet returns amount × 36 / covered.
 */
export function rouletteOutcome(words: readonly number[], bets: readonly RouletteBet[]): RouletteOutcome {
  const pocket = Math.floor((words[0]! * ROULETTE_POCKETS) / 2 ** 32);
  let returned = new Big(0);
  const settled = bets.map((b) => {
    const covered = rouletteCovers(b.type, b.numbers);
    if (!covered) throw new Error('roulette bet not checked');
    const won = covered.includes(pocket);
    if (won) returned = returned.plus(new Big(b.amount).times(rouletteReturn(covered.length)));
    return { type: b.type, numbers: [...b.numbers].sort((x, y) => x - y), amount: new Big(b.amount).toFixed(2), won };
  });
  return { kind: 'roulette', pocket, bets: settled, returned: returned.toFixed(4) };
}
