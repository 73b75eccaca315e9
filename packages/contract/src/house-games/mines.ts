import { z } from 'zod';

// ---- arcadia-mines (issue 26, ADR 067): a 5×5 field hides 1–24 mines; reveal tiles, cash out any time ----

export const MINES = {
  tiles: 25,
  minMines: 1,
  maxMines: 24,
  /** The house's share: every cash-out pays (1 − edge) / P(surviving that many reveals), cut to 4 decimals. */
  edge: 0.01,
  /**
   * The largest pay in bets. Without it 12 mines and 13 reveals would pay about 5.1 million bets;
   * the cap only lowers pays of paths rarer than 1 in 10,000, so the return stays at most 99%.
   */
  maxPayout: 10_000,
} as const;
export const MINES_RTP = 1 - MINES.edge;
/** The mine counts the board offers first; any 1–24 is accepted. */
export const MINES_PRESETS = [1, 3, 5, 10, 24] as const;

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/**
 * The cash-out pay in bets after `safe` safe reveals with `mines` mines, as exact decimal text with 4
 * places: 0.99 × C(25, safe) / C(25 − mines, safe), cut (never rounded up) and capped at maxPayout.
 * Each reveal survives with chance (25 − mines − i) / (25 − i) and the pay grows by the inverse, so
 * every way of playing returns 99% (less the cut and the cap). No reveal yet pays nothing.
 */
export function minesMultiplier(mines: number, safe: number): string {
  if (safe <= 0 || safe > MINES.tiles - mines) return '0.0000';
  const num = 99n * choose(MINES.tiles, safe) * 10_000n;
  const den = 100n * choose(MINES.tiles - mines, safe);
  const cut = num / den;
  const capped = cut > BigInt(MINES.maxPayout) * 10_000n ? BigInt(MINES.maxPayout) * 10_000n : cut;
  const s = capped.toString().padStart(5, '0');
  return `${s.slice(0, -4)}.${s.slice(-4)}`;
}

export const minesPickSchema = z.object({
  mines: z.number().int().min(MINES.minMines).max(MINES.maxMines),
});
export type MinesPick = z.infer<typeof minesPickSchema>;

export const MINES_STATUSES = ['open', 'busted', 'cashed'] as const;
export const minesOutcomeSchema = z.object({
  kind: z.literal('mines'),
  mines: z.number().int(),
  /** Tiles revealed, in order (0…24, row by row). */
  picks: z.array(z.number().int()),
  status: z.enum(MINES_STATUSES),
  /** The mines' tiles, sorted; null while the round is open (the layout is the secret). */
  layout: z.array(z.number().int()).nullable(),
  /** What cashing out pays now (open), paid (cashed) or would have (busted: 0), in bets. */
  payout: z.string(),
});
export type MinesOutcome = z.infer<typeof minesOutcomeSchema>;

const tileSchema = z
  .number()
  .int()
  .min(0)
  .max(MINES.tiles - 1);
/** Cash out an open round. */
export const minesCashoutSchema = z.object({
  roundId: z.number().int().positive(),
  trialId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
});
/** Reveal one tile (0…24, row by row) of an open round. */
export const minesRevealSchema = minesCashoutSchema.extend({ tile: tileSchema });
export type MinesReveal = z.infer<typeof minesRevealSchema>;

/** A verify request replays these reveals against the layout. */
export const minesVerifySchema = minesPickSchema.extend({
  picks: z.array(tileSchema).max(MINES.tiles).default([]),
});
