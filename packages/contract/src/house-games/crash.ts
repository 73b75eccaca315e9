import { z } from 'zod';

/**
 * Arcadia Crash (ADR 069): one round at a time per merchant, shared by its players. The numbers the
 * server and the board must agree on live here; the algorithm is in the ADR so anyone can re-implement it.
 */
export const CRASH = {
  /** Betting countdown before the multiplier starts. */
  bettingMs: 6000,
  /** Pause after a bust before the next countdown, so the board can show the bust. */
  pauseMs: 3000,
  /** m(t) = floor(100·e^(growth·t_ms))/100. */
  growth: 0.00006,
  /** The crash point never exceeds this (bounds a payout; the RTP below holds for every target under it). */
  maxCrash: 10000,
  /** Hashes in a merchant's chain; a new chain (new commitment) starts when one is used up. */
  chainLength: 10000,
  /** The public message of the HMAC that turns a round's hash into its crash point. */
  salt: 'arcadia-crash',
  minBet: '1.00',
  maxBet: '5000.00',
  /** Busts shown on the board and in the state. */
  recent: 20,
} as const;
/** Every auto cash-out target x (1.01 … maxCrash) returns exactly 99% (P(crash > x) = 0.99 / x). */
export const CRASH_RTP = 0.99;
/** The socket signal that the merchant's crash round changed (a new round, the start, a bet, a cash-out, the bust). */
export const CRASH_CHANGED = 'HOUSE_CRASH_CHANGED';

export const CRASH_ERRORS = {
  /** Bets are taken during the countdown only. */
  notBetting: 'house_crash_not_betting',
  /** One bet per player per round. */
  alreadyBet: 'house_crash_already_bet',
  /** The multiplier at the server's time had reached the bust point (or the round is over). */
  busted: 'house_crash_busted',
  /** A cash-out during the countdown: the multiplier has not started. */
  notRunning: 'house_crash_not_running',
  /** No open bet of this player in this round. */
  noBet: 'house_crash_no_bet',
} as const;

/** The multiplier (two decimals, as a number of hundredths) t ms after the start. */
export function crashHundredthsAt(ms: number): number {
  return ms <= 0 ? 100 : Math.floor(100 * Math.exp(CRASH.growth * ms));
}

const E = 2n ** 52n;
/**
 * The crash point in hundredths from r, the first 52 bits (13 hex digits) of HMAC-SHA256(key = the
 * round's hash text, message = CRASH.salt): n = ceil(99·2^52 / (2^52 − r)), clamped to 100…100·maxCrash.
 * Since r/2^52 is uniform, P(n > k) = 99/k for every whole k ≥ 99: the multiplier passes x = k/100
 * with probability 0.99/x, so every cash-out target returns 99%, and 1% of rounds bust at 1.00.
 */
export function crashPointOfR(r: bigint): number {
  const n = Number((99n * E + (E - r) - 1n) / (E - r));
  return Math.min(Math.max(n, 100), CRASH.maxCrash * 100);
}

const multiplierSchema = z.string().regex(/^\d{1,5}\.\d{2}$/);
/** A trial session (POST /wps/house/trial) plays demo credits in the same round; without one, real money. */
const trialIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/)
  .optional();
export const crashBetRequestSchema = z.object({
  amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'house_bet_invalid'),
  /** Cash out by itself when the multiplier reaches this (1.01 or more). */
  autoCashout: multiplierSchema.optional(),
  trialId: trialIdSchema,
});
export type CrashBetRequest = z.infer<typeof crashBetRequestSchema>;
export const crashCashoutSchema = z.object({ roundId: z.number().int().positive(), trialId: trialIdSchema });

export const crashPlayerSchema = z.object({
  name: z.string(),
  amount: z.string(),
  autoCashout: z.string().nullable(),
  /** The multiplier cashed out at, once cashed. */
  cashedAt: z.string().nullable(),
  win: z.string(),
  status: z.enum(['open', 'cashed', 'lost']),
  /** Demo credits, not money (a visitor or a free-play account). */
  trial: z.boolean(),
  mine: z.boolean(),
});
export const crashBustSchema = z.object({ roundId: z.number().int(), crash: z.string(), hash: z.string(), index: z.number().int() });
export type CrashBust = z.infer<typeof crashBustSchema>;

export const crashStateSchema = z.object({
  /** The server's time when answering: the board corrects its clock with it. */
  now: z.string(),
  round: z
    .object({
      id: z.number().int(),
      phase: z.enum(['betting', 'running', 'busted']),
      /** End of the countdown = start of the multiplier. */
      startsAt: z.string(),
      /** Revealed only once busted. */
      crash: z.string().nullable(),
      hash: z.string().nullable(),
      index: z.number().int(),
      players: z.array(crashPlayerSchema),
    })
    .nullable(),
  /** The viewer's demo credits when the state was asked with a trialId (null: none asked, or a session the server does not know). */
  trialBalance: z.string().nullable(),
  /** The chain's terminal hash, published before its first round. */
  commitment: z.string().nullable(),
  recent: z.array(crashBustSchema),
});
export type CrashState = z.infer<typeof crashStateSchema>;

export const crashBetResponseSchema = z.object({ roundId: z.number().int(), betId: z.number().int(), balance: z.string() });
export const crashCashoutResponseSchema = z.object({
  roundId: z.number().int(),
  multiplier: z.string(),
  win: z.string(),
  balance: z.string(),
});
export type CrashCashoutResponse = z.infer<typeof crashCashoutResponseSchema>;

export const crashHistoryItemSchema = z.object({
  roundId: z.number().int(),
  amount: z.string(),
  autoCashout: z.string().nullable(),
  cashedAt: z.string().nullable(),
  win: z.string(),
  status: z.enum(['open', 'cashed', 'lost']),
  crash: z.string().nullable(),
  hash: z.string().nullable(),
  createdAt: z.string(),
});
export const crashHistorySchema = z.object({ list: z.array(crashHistoryItemSchema) });
