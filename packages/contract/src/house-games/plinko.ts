import { z } from 'zod';

// ---- arcadia-plinko (issue 26, ADR 062): a ball falls through 8, 12 or 16 rows of pegs ----

export const PLINKO_ROWS = [8, 12, 16] as const;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRows = (typeof PLINKO_ROWS)[number];
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

/**
 * Pay in bets of each landing slot, left to right (slot k = the number of rows where the ball went
 * right). Symmetric: the ball goes right at each row with chance 1/2, so slot k comes with chance
 * C(rows, k) / 2^rows and the exact RTP is Σ C(rows, k) × pay[k] / 2^rows (PLINKO_RTP below,
 * recomputed from these tables by plinko.test.ts).
 */
const half = (left: readonly string[]) => [...left, ...left.slice(0, -1).reverse()];
export const PLINKO_PAYTABLE: Readonly<Record<PlinkoRows, Readonly<Record<PlinkoRisk, readonly string[]>>>> = {
  8: {
    low: half(['5.6', '2.1', '1.1', '1', '0.5']),
    medium: half(['13', '3', '1.3', '0.7', '0.4']),
    high: half(['29', '4', '1.5', '0.3', '0.2']),
  },
  12: {
    low: half(['10', '3', '1.6', '1.4', '1.1', '1', '0.5']),
    medium: half(['33', '11', '4', '2', '1.1', '0.6', '0.3']),
    high: half(['170', '24', '8.1', '2', '0.7', '0.2', '0.2']),
  },
  16: {
    low: half(['16', '9', '2', '1.4', '1.4', '1.2', '1.1', '1', '0.5']),
    medium: half(['110', '41', '10', '5', '3', '1.5', '1', '0.5', '0.3']),
    high: half(['1000', '130', '26', '9', '4', '2', '0.2', '0.2', '0.2']),
  },
};

/** The exact return of each table above (a ratio of integers / 2^rows, written out in full). */
export const PLINKO_RTP: Readonly<Record<PlinkoRows, Readonly<Record<PlinkoRisk, number>>>> = {
  8: { low: 0.98984375, medium: 0.9890625, high: 0.990625 },
  12: { low: 0.989794921875, medium: 0.989892578125, high: 0.991162109375 },
  16: { low: 0.9899871826171875, medium: 0.9898834228515625, high: 0.989764404296875 },
};
/** The lowest of the nine: what the game promises whatever the player picks. */
export const PLINKO_MIN_RTP = Math.min(...PLINKO_ROWS.flatMap((r) => PLINKO_RISKS.map((k) => PLINKO_RTP[r][k])));

export const plinkoPickSchema = z.object({
  rows: z.union([z.literal(8), z.literal(12), z.literal(16)]),
  risk: z.enum(PLINKO_RISKS),
});
export type PlinkoPick = z.infer<typeof plinkoPickSchema>;

export const plinkoOutcomeSchema = z.object({
  kind: z.literal('plinko'),
  rows: z.number().int(),
  risk: z.enum(PLINKO_RISKS),
  /** One entry per row, top to bottom: 0 = left, 1 = right. */
  path: z.array(z.number().int()),
  /** 0…rows: how many times the ball went right. */
  slot: z.number().int(),
  /** The slot's pay in bets. */
  payout: z.string(),
});
export type PlinkoOutcome = z.infer<typeof plinkoOutcomeSchema>;
