import { ROULETTE, ROULETTE_RED, type RouletteBet, rouletteCovers } from '@arcadia/contract/house-games';

/** A bet on the board as the player builds it: amounts in cents, so adding chips stays exact. */
export type BoardBet = { type: string; numbers: number[]; cents: number };

export const INSIDE_COMBOS = ['split', 'street', 'corner', 'line'] as const;
export const OUTSIDE = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;

const keyOf = (type: string, numbers: readonly number[]) => `${type}:${[...numbers].sort((a, b) => a - b).join('-')}`;

/** Every placeable bet of a combination type, in layout order (the validator's own answer). */
export function combos(type: (typeof INSIDE_COMBOS)[number]): number[][] {
  const size = { split: 2, street: 3, corner: 4, line: 6 }[type];
  const out: number[][] = [];
  for (let a = 0; a <= 36; a++)
    for (const ns of candidates(a, size))
      if (rouletteCovers(type, ns) && !out.some((o) => keyOf(type, o) === keyOf(type, ns))) out.push(ns);
  return out;
}
function candidates(a: number, size: number): number[][] {
  if (size === 2) return [1, 2, 3].map((d) => [a, a + d]);
  if (size === 3)
    return [
      [a, a + 1, a + 2],
      [a, a + 2, a + 3],
    ];
  if (size === 4)
    return [
      [a, a + 1, a + 3, a + 4],
      [a, a + 1, a + 2, a + 3],
    ];
  return [Array.from({ length: 6 }, (_, i) => a + i)];
}

/** Adds a chip to the bet on those numbers, or places a new one; null when the spin is full. */
export function addChip(bets: readonly BoardBet[], type: string, numbers: number[], cents: number): BoardBet[] | null {
  const k = keyOf(type, numbers);
  const i = bets.findIndex((b) => keyOf(b.type, b.numbers) === k);
  if (i >= 0) return bets.map((b, j) => (j === i ? { ...b, cents: b.cents + cents } : b));
  if (bets.length >= ROULETTE.maxBets) return null;
  return [...bets, { type, numbers, cents }];
}

export const centsOf = (amount: string) => Math.round(Number(amount) * 100);
export const showCents = (cents: number) => (cents / 100).toFixed(2);
export const totalCents = (bets: readonly BoardBet[]) => bets.reduce((s, b) => s + b.cents, 0);
export const toRequest = (bets: readonly BoardBet[]): RouletteBet[] =>
  bets.map((b) => ({ type: b.type, numbers: b.numbers, amount: showCents(b.cents) }));
export const colourOf = (n: number) => (n === 0 ? '#2f7d32' : ROULETTE_RED.includes(n) ? '#c92a2a' : '#212529');
export const chipsOn = (bets: readonly BoardBet[], type: string, numbers: number[]) =>
  bets.find((b) => keyOf(b.type, b.numbers) === keyOf(type, numbers))?.cents ?? 0;
