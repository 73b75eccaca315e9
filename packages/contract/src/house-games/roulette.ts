import { z } from 'zod';

// ---- arcadia-roulette (issue 26, ADR 062): European single-zero, every bet of a real table ----

export const ROULETTE_POCKETS = 37;
/** The European wheel, clockwise from 0 (what the board draws). */
export const ROULETTE_WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;
export const ROULETTE_RED: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

export const ROULETTE_BET_TYPES = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'column',
  'dozen',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];

/** At most this many bets in one spin; each at least `minChip`. */
export const ROULETTE = { maxBets: 20, minChip: '0.10' } as const;
/** Every bet of a single-zero wheel returns 36/37 (a bet on n numbers pays 36/n − 1 to 1). */
export const ROULETTE_RTP = 36 / 37;

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The numbers a bet covers, or null when the numbers do not form that bet on the layout (three
 * columns, 1-2-3 in the first row; 0 above them). Inside bets name their numbers (any order);
 * column and dozen name which one (1, 2 or 3); the even-money bets name none. Zero joins the
 * splits 0-1, 0-2, 0-3, the streets (trios) 0-1-2 and 0-2-3, and the corner 0-1-2-3 (first four).
 */
export function rouletteCovers(type: string, numbers: readonly number[]): number[] | null {
  const ns = [...numbers].sort((a, b) => a - b);
  if (ns.some((n) => !Number.isInteger(n) || n < 0 || n > 36) || new Set(ns).size !== ns.length) return null;
  const [a = -1] = ns;
  const col = (n: number) => ((n - 1) % 3) + 1;
  switch (type) {
    case 'straight':
      return ns.length === 1 ? ns : null;
    case 'split':
      if (ns.length !== 2) return null;
      if (a === 0) return ns[1]! <= 3 ? ns : null;
      return ns[1] === a + 3 || (ns[1] === a + 1 && col(a) !== 3) ? ns : null;
    case 'street':
      if (ns.length !== 3) return null;
      if (a === 0) return same(ns, [0, 1, 2]) || same(ns, [0, 2, 3]) ? ns : null;
      return col(a) === 1 && same(ns, range(a, 3)) ? ns : null;
    case 'corner':
      if (ns.length !== 4) return null;
      if (a === 0) return same(ns, [0, 1, 2, 3]) ? ns : null;
      return col(a) !== 3 && a + 4 <= 36 && same(ns, [a, a + 1, a + 3, a + 4]) ? ns : null;
    case 'line':
      return ns.length === 6 && a >= 1 && col(a) === 1 && a + 5 <= 36 && same(ns, range(a, 6)) ? ns : null;
    case 'column':
      return ns.length === 1 && a >= 1 && a <= 3 ? range(0, 12).map((i) => a + i * 3) : null;
    case 'dozen':
      return ns.length === 1 && a >= 1 && a <= 3 ? range((a - 1) * 12 + 1, 12) : null;
    default: {
      if (ns.length !== 0) return null;
      const all = range(1, 36);
      const pick: Record<string, (n: number) => boolean> = {
        red: (n) => ROULETTE_RED.includes(n),
        black: (n) => !ROULETTE_RED.includes(n),
        odd: (n) => n % 2 === 1,
        even: (n) => n % 2 === 0,
        low: (n) => n <= 18,
        high: (n) => n >= 19,
      };
      const f = Object.hasOwn(pick, type) ? pick[type] : undefined;
      return f ? all.filter(f) : null;
    }
  }
}

/** A winning bet returns stake × 36 / covered (35:1, 17:1, 11:1, 8:1, 5:1, 2:1, 1:1 plus the stake). */
export const rouletteReturn = (covered: number) => 36 / covered;

export const rouletteBetSchema = z.object({
  /** Any text: an unknown type gets the game's own localised refusal, not a schema error. */
  type: z.string().max(16),
  numbers: z.array(z.number()).max(36).default([]),
  /** Checked by the server against BET_PATTERN and the minimum chip. */
  amount: z.string().max(32),
});
export type RouletteBet = z.infer<typeof rouletteBetSchema>;
/** The bet list; the play request's `amount` must equal its total (the stake). */
export const roulettePickSchema = z.object({ bets: z.array(rouletteBetSchema).min(1).max(50) });
export type RoulettePick = z.infer<typeof roulettePickSchema>;

export const rouletteOutcomeSchema = z.object({
  kind: z.literal('roulette'),
  /** 0…36 */
  pocket: z.number().int(),
  bets: z.array(z.object({ type: z.string(), numbers: z.array(z.number().int()), amount: z.string(), won: z.boolean() })),
  /** What the spin gives back, stakes of winning bets included (4 decimals). */
  returned: z.string(),
});
export type RouletteOutcome = z.infer<typeof rouletteOutcomeSchema>;
