import { z } from 'zod';

// ---- arcadia-baccarat (issue 26, ADR 062): punto banco from an 8-deck shoe shuffled per round ----

export const BACCARAT_SIDES = ['player', 'banker', 'tie'] as const;
export type BaccaratSide = (typeof BACCARAT_SIDES)[number];
export const BACCARAT = { decks: 8, cards: 416, minChip: '0.10' } as const;

/** What a winning bet returns per unit staked, its stake included: player 1:1, banker 0.95:1, tie 8:1. */
export const BACCARAT_RETURN: Readonly<Record<BaccaratSide, string>> = { player: '2', banker: '1.95', tie: '9' };

/**
 * Exact returns of an 8-deck shoe dealt from the top (all 416P6 orders of the first six cards,
 * counted by baccarat.test.ts). A tie gives player and banker bets their stake back.
 */
export const BACCARAT_RTP: Readonly<Record<BaccaratSide, number>> = {
  player: 0.9876491867108339,
  banker: 0.9894209421575281,
  tie: 0.8564037122127617,
};

/** Card `c` of the shoe (0…415): rank = (c mod 52) mod 13 + 1 (1 = ace … 13 = king), suit = floor((c mod 52) / 13). */
export const cardRank = (c: number) => ((c % 52) % 13) + 1;
export const cardSuit = (c: number) => Math.floor((c % 52) / 13);
/** Baccarat value: ace 1, two to nine their pips, tens and pictures 0. */
export const cardValue = (c: number) => {
  const r = cardRank(c);
  return r >= 10 ? 0 : r;
};

export const baccaratBetSchema = z.object({ side: z.string().max(16), amount: z.string().max(32) });
/** One bet per side at most; the play request's `amount` is their total. */
export const baccaratPickSchema = z.object({ bets: z.array(baccaratBetSchema).min(1).max(10) });
export type BaccaratPick = z.infer<typeof baccaratPickSchema>;

export const baccaratOutcomeSchema = z.object({
  kind: z.literal('baccarat'),
  /** Shoe card numbers (0…415) in the order dealt to each hand. */
  player: z.array(z.number().int()),
  banker: z.array(z.number().int()),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  winner: z.enum(BACCARAT_SIDES),
  bets: z.array(z.object({ side: z.string(), amount: z.string(), returned: z.string() })),
  /** What the round gives back, stakes included (4 decimals). */
  returned: z.string(),
});
export type BaccaratOutcome = z.infer<typeof baccaratOutcomeSchema>;
