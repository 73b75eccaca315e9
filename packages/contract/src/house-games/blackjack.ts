import { z } from 'zod';
import { cardRank } from './baccarat.js';

// ---- arcadia-blackjack (issue 26, ADR 068): 8 decks shuffled per round, dealer stands on soft 17 ----

export const BLACKJACK = {
  decks: 8,
  cards: 416,
  /** One split (two hands at most); split aces take one card each. */
  maxHands: 2,
} as const;

/** What a hand returns per unit of its stake, stake included: a win 1:1, a blackjack 3:2; insurance 2:1. */
export const BLACKJACK_RETURN = { win: '2', blackjack: '2.5', push: '1', insurance: '3' } as const;

/**
 * The return of these rules played by the basic strategy the test plays (ADR 068: 8 decks, S17,
 * double any two, double after split, one split, no surrender, peek), per initial bet: a simulation
 * of 10^7 rounds measured 99.49% (standard error 0.036%); published figures for these rules are about
 * 99.5%. The 10^6-round test checks it within four standard deviations (about 0.46%).
 */
export const BLACKJACK_RTP = 0.995;

export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split', 'insure', 'decline'] as const;
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];

/** Blackjack value of a shoe card: ace 1 (or 11, see handTotal), two to ten their pips, pictures 10. */
export const bjValue = (c: number) => Math.min(cardRank(c), 10);

/** A hand's best total and whether an ace counts 11 in it (soft). */
export function handTotal(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const v = bjValue(c);
    total += v;
    if (v === 1) aces++;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

export const BLACKJACK_RESULTS = ['win', 'lose', 'push', 'blackjack'] as const;
export const blackjackHandSchema = z.object({
  cards: z.array(z.number().int()),
  /** This hand's stake (doubled: twice the bet). */
  stake: z.string(),
  doubled: z.boolean(),
  done: z.boolean(),
  result: z.enum(BLACKJACK_RESULTS).nullable(),
  returned: z.string(),
});
export type BlackjackHand = z.infer<typeof blackjackHandSchema>;

export const blackjackOutcomeSchema = z.object({
  kind: z.literal('blackjack'),
  /** insurance: the dealer shows an ace and the player answers insure or decline first. */
  phase: z.enum(['insurance', 'player', 'done']),
  /** The bet the round was dealt for (each hand's stake before doubles). */
  bet: z.string(),
  hands: z.array(blackjackHandSchema),
  /** The hand the next action is for. */
  active: z.number().int(),
  /** The dealer's cards; while the round is open only the up card (the hole card is the secret). */
  dealer: z.array(z.number().int()),
  insurance: z.string().nullable(),
  /** Every action taken, in order: a verify replays them. */
  actions: z.array(z.enum(BLACKJACK_ACTIONS)),
  /** Everything staked so far (bet, doubles, split, insurance). */
  stake: z.string(),
  /** What the round returned, stakes included (0 while open). */
  returned: z.string(),
});
export type BlackjackOutcome = z.infer<typeof blackjackOutcomeSchema>;

/** One action of an open round; `step` is its index (how many actions came before): a retry sends the same. */
export const blackjackActSchema = z.object({
  roundId: z.number().int().positive(),
  action: z.enum(BLACKJACK_ACTIONS),
  step: z.number().int().min(0).max(40),
  trialId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
});
export type BlackjackAct = z.infer<typeof blackjackActSchema>;

/** A verify deals the round again for its bet and replays its actions. */
export const blackjackVerifySchema = z.object({
  bet: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
  actions: z.array(z.enum(BLACKJACK_ACTIONS)).max(40).default([]),
});
