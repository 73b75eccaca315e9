import type { Outcome } from '@arcadia/contract/house-games';

/** What a step of a round played in steps (mines, blackjack) reads of the stored round. */
export type SteppedRound = { outcome: Outcome; bet: string; clientSeed: string; nonce: number };

/**
 * A step's answer: `same` for a retried step (nothing changes), otherwise the new outcome, the
 * round's win so far (credited once the round is over) and its total stake (a double, a split or
 * insurance adds to it; the service takes the difference from the wallet).
 */
export type RoundStep = { same: true } | { outcome: Outcome; win: string; stake: string };

/** Games played in steps: one open round per player at a time, and no seed rotation while one is open. */
export const STEPPED_GAMES = ['arcadia-mines', 'arcadia-blackjack'] as const;
