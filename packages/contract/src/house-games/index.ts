import { z } from 'zod';
import { type BaccaratPick, baccaratOutcomeSchema, baccaratPickSchema } from './baccarat.js';
import { type BlackjackAction, blackjackOutcomeSchema, blackjackVerifySchema } from './blackjack.js';
import { type MinesPick, minesOutcomeSchema, minesPickSchema, minesVerifySchema } from './mines.js';
import { type PlinkoPick, plinkoOutcomeSchema, plinkoPickSchema } from './plinko.js';
import { rouletteOutcomeSchema, roulettePickSchema } from './roulette.js';

export * from './baccarat.js';
export * from './blackjack.js';
export * from './crash.js';
export * from './mines.js';
export * from './plinko.js';
export * from './roulette.js';

/**
 * The in-house vendor (ADR 010): games whose outcomes are a public function of
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`), so a member can check every round once the
 * server seed is revealed. Paytables live here so the server, the web client and the docs agree.
 */
export const HOUSE_VENDOR = 'ARCADIA';

export const HOUSE_GAME_IDS = [
  'arcadia-slot',
  'arcadia-fish',
  'arcadia-dice',
  'arcadia-plinko',
  'arcadia-roulette',
  'arcadia-baccarat',
  'arcadia-mines',
  'arcadia-blackjack',
] as const;
export const houseGameIdSchema = z.enum(HOUSE_GAME_IDS);
export type HouseGameId = z.infer<typeof houseGameIdSchema>;

export const HOUSE_ERRORS = {
  betInvalid: 'house_bet_invalid',
  /** A dice pick outside 1%–98% win chance, or none. */
  diceInvalid: 'house_dice_invalid',
  /** A plinko round without its rows and risk. */
  plinkoInvalid: 'house_plinko_invalid',
  /** A roulette bet list with an unknown bet, numbers that do not form it, a chip below the minimum or a wrong total. */
  rouletteInvalid: 'house_roulette_invalid',
  /** More bets in one spin than ROULETTE.maxBets. */
  rouletteTooMany: 'house_roulette_too_many',
  /** A baccarat bet list with an unknown side, a side twice, a chip below the minimum or a wrong total. */
  baccaratInvalid: 'house_baccarat_invalid',
  /** A mines round without a mine count of 1–24. */
  minesInvalid: 'house_mines_invalid',
  /** A mines round is still open: finish it (or cash out) before starting another or revealing the seed. */
  roundOpen: 'house_round_open',
  /** The mines round is over: nothing more to reveal or cash out. */
  roundClosed: 'house_round_closed',
  /** Cashing out before any safe reveal. */
  minesNoPick: 'house_mines_no_pick',
  /** A blackjack action not allowed at this point of the round (or a step out of order). */
  blackjackInvalid: 'house_blackjack_invalid',
  /** No such round of this player. */
  roundUnknown: 'house_round_unknown',
  betBelowMin: 'house_bet_below_min',
  betAboveMax: 'house_bet_above_max',
  trialUnknown: 'house_trial_unknown',
  insufficient: 'balance_not_enough',
  keyReused: 'idempotency_key_reused',
} as const;

/** Demo credits a new trial session starts with (no wallet behind them). */
export const TRIAL_CREDITS = '2000.00';

// ---- arcadia-slot: 5 reels × 3 rows, 20 fixed lines, lines pay left to right, W substitutes ----

export const SLOT_SYMBOLS = ['W', '7', 'B', 'L', 'M', 'G', 'N', 'C'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Reel strips, 32 stops each; a stop shows strip[stop], strip[stop+1], strip[stop+2] (wrapping) as rows 0..2. */
export const SLOT_STRIPS: readonly string[] = [
  '7CCMLMBMCBLGNNGGLCCNNLGWNCBGMM7N',
  'N7MMMCBGC7GCLLLGNNMWGNBCNGLBCCMW',
  'CLMCGGNMLMMN7GLNL7BBNBWGCCCGWCNM',
  'W7MBMLNLLMNNGCGG7MCNGBCWMLCNGCBC',
  '7NBLMMGN7MCGLCCGGCMNLWNGBCNCBNML',
];

/** Row per reel of each of the 20 lines. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

/** Pays in line bets (total bet / 20) for 1..5 of a kind from the leftmost reel. */
export const SLOT_PAYTABLE: Readonly<Record<SlotSymbol, readonly number[]>> = {
  W: [0, 0, 50, 200, 1000],
  '7': [0, 0, 40, 125, 600],
  B: [0, 0, 25, 90, 300],
  L: [0, 0, 20, 50, 150],
  M: [0, 0, 15, 30, 100],
  G: [0, 0, 10, 24, 80],
  N: [0, 0, 8, 18, 50],
  C: [0, 1, 6, 16, 40],
};

/** The exact return of the tables above, computed in ADR 010 and re-derived by the engine's tests. */
export const SLOT_RTP = 0.9706072807312012;

// ---- arcadia-fish: one shot = one bet; the catch is a multiplier drawn from a weighted table ----

/** Weights out of 10,000. */
export const FISH_TABLE: readonly { fish: string; multiplier: string; weight: number }[] = [
  { fish: 'miss', multiplier: '0', weight: 4081 },
  { fish: 'shrimp', multiplier: '0.5', weight: 2600 },
  { fish: 'clownfish', multiplier: '1', weight: 1400 },
  { fish: 'pufferfish', multiplier: '2', weight: 1000 },
  { fish: 'turtle', multiplier: '3', weight: 500 },
  { fish: 'octopus', multiplier: '5', weight: 300 },
  { fish: 'shark', multiplier: '10', weight: 80 },
  { fish: 'whale', multiplier: '20', weight: 30 },
  { fish: 'mermaid', multiplier: '50', weight: 8 },
  { fish: 'dragon', multiplier: '100', weight: 1 },
];
export const FISH_RTP = 0.96;

// ---- arcadia-dice (issue 26, ADR 061): a roll 0.00–99.99, over or under a target the player picks ----

/**
 * The roll is a whole number of hundredths, 0…9999 (shown 0.00–99.99). Over `target` wins on
 * rolls above it (9999 − target winning rolls), under on rolls below it (target winning rolls).
 * The pay is (1 − edge) × 10000 / winning rolls, cut to 4 decimals: RTP at most 99%.
 */
export const DICE = {
  rolls: 10_000,
  /** The house's share of every bet: RTP = 1 − edge, less the cut to 4 decimals. */
  edge: 0.01,
  /** Win chance between 1% and 98%, in winning rolls. */
  minWinning: 100,
  maxWinning: 9800,
} as const;
export const DICE_RTP = 1 - DICE.edge;

/** Winning rolls of a pick, or null when the pick is outside 1%–98% (or not whole hundredths). */
export function diceWinning(target: number, over: boolean): number | null {
  if (!Number.isInteger(target) || target < 0 || target >= DICE.rolls) return null;
  const winning = over ? DICE.rolls - 1 - target : target;
  return winning >= DICE.minWinning && winning <= DICE.maxWinning ? winning : null;
}

/** The pay of a win, in bets, as exact decimal text with 4 places (cut, never rounded up). */
export function diceMultiplier(winning: number): string {
  const tenThousandths = Math.floor(((1 - DICE.edge) * DICE.rolls * 10_000) / winning + 1e-9);
  return (tenThousandths / 10_000).toFixed(4);
}

export const dicePickSchema = z.object({
  /** Hundredths, 0…9999: 5000 is 50.00. */
  target: z
    .number()
    .int()
    .min(0)
    .max(DICE.rolls - 1),
  over: z.boolean(),
});
export type DicePick = z.infer<typeof dicePickSchema>;

export type HouseGameConfig = { id: HouseGameId; minBet: string; maxBet: string; bets: string[] };
export const HOUSE_GAMES: Readonly<Record<HouseGameId, HouseGameConfig>> = {
  'arcadia-slot': {
    id: 'arcadia-slot',
    minBet: '0.20',
    maxBet: '100.00',
    bets: ['0.20', '0.50', '1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00'],
  },
  'arcadia-fish': {
    id: 'arcadia-fish',
    minBet: '0.10',
    maxBet: '100.00',
    bets: ['0.10', '0.50', '1.00', '2.00', '5.00', '10.00', '50.00', '100.00'],
  },
  'arcadia-dice': {
    id: 'arcadia-dice',
    minBet: '0.10',
    maxBet: '100.00',
    bets: ['0.10', '0.50', '1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00'],
  },
  'arcadia-plinko': {
    id: 'arcadia-plinko',
    minBet: '0.10',
    maxBet: '100.00',
    bets: ['0.10', '0.50', '1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00'],
  },
  // Roulette: the limits are of the whole spin (all bets together); `bets` are the chips.
  'arcadia-roulette': {
    id: 'arcadia-roulette',
    minBet: '0.10',
    maxBet: '500.00',
    bets: ['0.10', '0.50', '1.00', '5.00', '10.00', '25.00', '100.00'],
  },
  'arcadia-baccarat': {
    id: 'arcadia-baccarat',
    minBet: '0.10',
    maxBet: '500.00',
    bets: ['0.10', '0.50', '1.00', '5.00', '10.00', '25.00', '100.00'],
  },
  'arcadia-blackjack': {
    id: 'arcadia-blackjack',
    minBet: '0.10',
    maxBet: '500.00',
    bets: ['0.10', '0.50', '1.00', '5.00', '10.00', '25.00', '100.00'],
  },
  'arcadia-mines': {
    id: 'arcadia-mines',
    minBet: '0.10',
    maxBet: '100.00',
    bets: ['0.10', '0.50', '1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00'],
  },
};

// ---- HTTP payloads ----

/** A bet as members pick it: at most 2 decimals, so every slot line bet (bet / 20) is exact to 4. */
export const BET_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;
export const betAmountSchema = z.string().regex(BET_PATTERN, HOUSE_ERRORS.betInvalid);
/** Trial sessions are named by an opaque id the server issued. */
export const trialIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const trialQuerySchema = z.object({ trialId: trialIdSchema.optional() });
export const sessionQuerySchema = z.object({ game: houseGameIdSchema, trialId: trialIdSchema.optional() });

export const playRequestSchema = z.object({
  /** Checked by the server against BET_PATTERN, so a bad amount gets its own localised code. */
  amount: z.string().max(32),
  /** The client's key for this round: a retry with the same key gets the same round. */
  key: z.string().trim().min(6).max(64),
  trialId: trialIdSchema.optional(),
  /** arcadia-dice only: the target and side the player picked. */
  dice: dicePickSchema.optional(),
  /** arcadia-plinko only: rows and risk. */
  plinko: plinkoPickSchema.optional(),
  /** arcadia-roulette only: the bet list; `amount` is its total. */
  roulette: roulettePickSchema.optional(),
  /** arcadia-baccarat only: player, banker and tie bets; `amount` is their total. */
  baccarat: baccaratPickSchema.optional(),
  /** arcadia-mines only: how many mines the field hides. */
  mines: minesPickSchema.optional(),
});
export type PlayRequest = z.infer<typeof playRequestSchema>;

export const seedCommitSchema = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nextNonce: z.number().int() });
export type SeedCommit = z.infer<typeof seedCommitSchema>;

export const clientSeedRequestSchema = z.object({
  clientSeed: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\x21-\x7e]+$/),
  trialId: trialIdSchema.optional(),
});

export const revealedSeedSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  rounds: z.number().int(),
});
export const rotateResponseSchema = z.object({ revealed: revealedSeedSchema, next: seedCommitSchema });

export const slotOutcomeSchema = z.object({
  kind: z.literal('slot'),
  stops: z.array(z.number().int()),
  /** grid[reel][row] */
  grid: z.array(z.array(z.string())),
  lines: z.array(z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), pays: z.number() })),
  /** Sum of line pays, in line bets. */
  linePays: z.number(),
});
export const fishOutcomeSchema = z.object({ kind: z.literal('fish'), roll: z.number().int(), fish: z.string(), multiplier: z.string() });
export const diceOutcomeSchema = z.object({
  kind: z.literal('dice'),
  /** Hundredths, 0…9999. */
  roll: z.number().int(),
  target: z.number().int(),
  over: z.boolean(),
  /** The pay of a win in bets (4 decimals); the round pays it only when `won`. */
  payout: z.string(),
  won: z.boolean(),
});
export const outcomeSchema = z.discriminatedUnion('kind', [
  slotOutcomeSchema,
  fishOutcomeSchema,
  diceOutcomeSchema,
  plinkoOutcomeSchema,
  rouletteOutcomeSchema,
  baccaratOutcomeSchema,
  minesOutcomeSchema,
  blackjackOutcomeSchema,
]);
export type DiceOutcome = z.infer<typeof diceOutcomeSchema>;
export type SlotOutcome = z.infer<typeof slotOutcomeSchema>;
export type FishOutcome = z.infer<typeof fishOutcomeSchema>;
export type Outcome = z.infer<typeof outcomeSchema>;

export const roundSchema = z.object({
  roundId: z.number().int(),
  game: houseGameIdSchema,
  mode: z.enum(['real', 'trial']),
  bet: z.string(),
  win: z.string(),
  outcome: outcomeSchema,
  serverSeedHash: z.string(),
  /** Shown once the seed was rotated; until then it stays secret. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  createdAt: z.string(),
});
export type HouseRound = z.infer<typeof roundSchema>;

export const playResponseSchema = z.object({ round: roundSchema, balance: z.string(), seed: seedCommitSchema });
/** GET /wps/house/mines/open: the player's unfinished mines round, to carry on after a reload. */
export const openRoundSchema = z.object({ round: roundSchema.nullable() });
export type PlayResponse = z.infer<typeof playResponseSchema>;

export const sessionInfoSchema = z.object({
  game: houseGameIdSchema,
  vendor: z.string(),
  mode: z.enum(['real', 'trial']),
  balance: z.string(),
  currency: z.string(),
  minBet: z.string(),
  maxBet: z.string(),
  bets: z.array(z.string()),
  rtp: z.number(),
  seed: seedCommitSchema,
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const trialStartSchema = z.object({ trialId: z.string(), balance: z.string() });

export const historyQuerySchema = z.object({
  game: houseGameIdSchema.optional(),
  trialId: trialIdSchema.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const historySchema = z.object({ rounds: z.array(roundSchema), page: z.number().int(), hasMore: z.boolean() });

export const verifyRequestSchema = z.object({
  game: houseGameIdSchema,
  serverSeed: z.string().trim().min(1).max(128),
  clientSeed: z.string().min(1).max(64),
  nonce: z.number().int().min(0),
  /** arcadia-dice: the pick of the round being checked. */
  dice: dicePickSchema.optional(),
  /** arcadia-plinko: the rows and risk of the round being checked. */
  plinko: plinkoPickSchema.optional(),
  /** arcadia-roulette: the bet list of the round being checked. */
  roulette: roulettePickSchema.optional(),
  /** arcadia-baccarat: the bets of the round being checked. */
  baccarat: baccaratPickSchema.optional(),
  /** arcadia-mines: the mine count and the tiles revealed, in order. */
  mines: minesVerifySchema.optional(),
  /** arcadia-blackjack: the actions of the round, in order. */
  blackjack: blackjackVerifySchema.optional(),
});
/** What a round was played with, besides the bet: none for the slot and fish. */
export type RoundPicks = {
  dice?: DicePick;
  plinko?: PlinkoPick;
  roulette?: z.infer<typeof roulettePickSchema>;
  baccarat?: BaccaratPick;
  /** At the start of a round only the count; a verify replays `picks` too. */
  mines?: MinesPick & { picks?: number[] };
  /** A verify replays the actions; a round starts with none. */
  blackjack?: { bet: string; actions?: BlackjackAction[] };
};
export const verifyResponseSchema = z.object({ serverSeedHash: z.string(), outcome: outcomeSchema, multiplier: z.string() });
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
