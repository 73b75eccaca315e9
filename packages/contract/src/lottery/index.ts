import { z } from 'zod';

/**
 * The house lottery (ADR 015). Each numero (issue) of a game has a server seed whose SHA-256 is
 * published before betting opens; at the draw the seed is revealed and
 * winNo = f(HMAC-SHA256(seed, `${gameCode}:${numero}:${block}`)) as documented in the ADR, so
 * anyone can recompute it. Paytables live here so the server, the web client and the docs agree.
 */
export const LOTTERY_KINDS = ['SSC', '11X5', 'VN', 'THAI'] as const;
export type LotteryKind = (typeof LOTTERY_KINDS)[number];

/** Game-type tags of the lowercase routes (`/lott`, `/elott`) and of the prize mode. */
export const PRIZE_MODES = ['LOTT', 'ELOTT'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

export const LOTTERY_ERRORS = {
  gameUnknown: 'in_stay_tuned',
  numeroClosed: 'lottery_numero_closed',
  selectionInvalid: 'lottery_selection_invalid',
  playTypeUnknown: 'lottery_play_type_unknown',
  amountInvalid: 'lottery_amount_invalid',
  insufficient: 'balance_not_enough',
  keyReused: 'idempotency_key_reused',
  drawNotOpen: 'lottery_draw_not_open',
  settingsInvalid: 'lottery_settings_invalid',
} as const;

export const LOTTERY_LIMITS = {
  minBet: '1',
  maxBet: '50000',
  /** Spec 001 §9: latest results 5 draws, menu 4 games per group, popular trend 6, quick bet 5 lotteries. */
  latestResults: 5,
  menuPerGroup: 4,
  popularCount: 6,
  quickBetGames: 5,
  historyPageSize: 20,
  trendDraws: 30,
} as const;

/**
 * A play type: how many values the selection holds and from which domain, and the odds (payout as
 * a multiple of the stake, stake included). `LO2` pays the odds once per matching prize.
 */
export type PlayTypeDef = {
  code: string;
  kind: LotteryKind;
  /** Values the selection holds, comma-separated, in this order. */
  slots: number;
  /** Allowed values, per slot (a single entry applies to every slot). */
  domain: readonly (readonly string[])[];
  distinct: boolean;
  odds: Record<PrizeMode, string>;
};

const range = (from: number, to: number, width = 1) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
const DIGITS = range(0, 9);
const ELEVEN = range(1, 11, 2);
const same = (o: string) => ({ LOTT: o, ELOTT: o });

/** The paytable (RTP in ADR 015): odds are fixed per play type; VN pays more in the electronic (ELOTT) mode. */
export const PLAY_TYPES: readonly PlayTypeDef[] = [
  { code: 'FIVE_STRAIGHT', kind: 'SSC', slots: 5, domain: [DIGITS], distinct: false, odds: same('98000') },
  { code: 'BACK2', kind: 'SSC', slots: 2, domain: [DIGITS], distinct: false, odds: same('98') },
  { code: 'POSITION', kind: 'SSC', slots: 2, domain: [range(1, 5), DIGITS], distinct: false, odds: same('9.8') },
  { code: 'BIG_SMALL', kind: 'SSC', slots: 1, domain: [['BIG', 'SMALL']], distinct: false, odds: same('1.96') },
  { code: 'ODD_EVEN', kind: 'SSC', slots: 1, domain: [['ODD', 'EVEN']], distinct: false, odds: same('1.96') },
  { code: 'ANY1', kind: '11X5', slots: 1, domain: [ELEVEN], distinct: true, odds: same('2.13') },
  { code: 'ANY2', kind: '11X5', slots: 2, domain: [ELEVEN], distinct: true, odds: same('5.3') },
  { code: 'ANY5', kind: '11X5', slots: 5, domain: [ELEVEN], distinct: true, odds: same('450') },
  { code: 'FIRST1', kind: '11X5', slots: 1, domain: [ELEVEN], distinct: true, odds: same('10.7') },
  { code: 'DE', kind: 'VN', slots: 1, domain: [range(0, 99, 2)], distinct: false, odds: { LOTT: '95', ELOTT: '97' } },
  { code: 'LO2', kind: 'VN', slots: 1, domain: [range(0, 99, 2)], distinct: false, odds: { LOTT: '3.5', ELOTT: '3.6' } },
  { code: 'CANG3', kind: 'VN', slots: 1, domain: [range(0, 999, 3)], distinct: false, odds: { LOTT: '900', ELOTT: '950' } },
  // Thai-style (spec 001 §9 groups 9–10; ADR 015 "Thai lottery"): 2- and 3-digit plays on THAI_PRIZES.
  { code: 'TOP3', kind: 'THAI', slots: 1, domain: [range(0, 999, 3)], distinct: false, odds: same('900') },
  { code: 'TOD3', kind: 'THAI', slots: 3, domain: [DIGITS], distinct: true, odds: same('150') },
  { code: 'TOP2', kind: 'THAI', slots: 1, domain: [range(0, 99, 2)], distinct: false, odds: same('95') },
  { code: 'BOTTOM2', kind: 'THAI', slots: 1, domain: [range(0, 99, 2)], distinct: false, odds: same('95') },
  { code: 'BACK3', kind: 'THAI', slots: 1, domain: [range(0, 999, 3)], distinct: false, odds: same('450') },
  { code: 'RUN_TOP', kind: 'THAI', slots: 1, domain: [DIGITS], distinct: false, odds: same('3.5') },
];

export const playTypeOf = (kind: LotteryKind, code: string) => PLAY_TYPES.find((p) => p.kind === kind && p.code === code);
export const playTypesOf = (kind: LotteryKind) => PLAY_TYPES.filter((p) => p.kind === kind);

/** The quick bet's five random numbers (spec 001 §2): digits 0–9 for SSC, distinct 01–11 for 11X5. */
export const QUICK_BET_PLAY_TYPE: Partial<Record<LotteryKind, string>> = { SSC: 'FIVE_STRAIGHT', '11X5': 'ANY5' };

/** Vietnam-style result: 27 prizes in this order (special, first, 2×second, 6×third, 4×fourth, 6×fifth, 3×sixth, 4×seventh). */
export const VN_PRIZES: readonly { tier: string; count: number; digits: number }[] = [
  { tier: 'special', count: 1, digits: 5 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 2, digits: 5 },
  { tier: 'third', count: 6, digits: 5 },
  { tier: 'fourth', count: 4, digits: 4 },
  { tier: 'fifth', count: 6, digits: 4 },
  { tier: 'sixth', count: 3, digits: 3 },
  { tier: 'seventh', count: 4, digits: 2 },
];

/**
 * Thai-style result (the Thai Government Lottery's numbers that 2- and 3-digit plays read):
 * winNo = first prize (6 digits), front-3 ×2, back-3 ×2, bottom-2, in this order.
 */
export const THAI_PRIZES: readonly { tier: string; count: number; digits: number }[] = [
  { tier: 'first', count: 1, digits: 6 },
  { tier: 'front3', count: 2, digits: 3 },
  { tier: 'back3', count: 2, digits: 3 },
  { tier: 'bottom2', count: 1, digits: 2 },
];

const playType = z.string().min(1).max(32);
const gameCode = z.string().min(1).max(32);

export const gameMenuSchema = z.object({ playType, odds: z.string() });
export const lotteryGameSchema = z.object({
  code: gameCode,
  remark: z.string(),
  gameId: z.number().int(),
  kind: z.enum(LOTTERY_KINDS),
  webIconUrl: z.string(),
  defaultPlayType: playType,
  /** The numero now open for bets, its draw time and when betting on it closes. */
  numero: z.string().nullable(),
  /** Seconds until betting on `numero` closes. */
  remainTime: z.number().int(),
  /** Seconds before the draw at which betting closes. */
  lockTime: z.number().int(),
  closeAt: z.string().nullable(),
  drawAt: z.string().nullable(),
  seedHash: z.string().nullable(),
  intervalSec: z.number().int(),
  liveVideoSwitch: z.boolean(),
  /** The game's live draw stream (https), set by an operator; liveVideoSwitch is true when there is one. */
  liveVideoUrl: z.string().nullable(),
  gameGroupId: z.number().int(),
  gameGroupCode: z.string(),
  labelName: z.string(),
  prizeMode: z.enum(PRIZE_MODES),
  gameMenus: z.array(gameMenuSchema),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const lotteryGroupSchema = z.object({
  gameGroupId: z.number().int(),
  gameGroupCode: z.string(),
  labelName: z.string(),
  gameMenus: z.array(lotteryGameSchema),
});
export type LotteryGroup = z.infer<typeof lotteryGroupSchema>;

export const gamesQuerySchema = z.object({ lottoGameGroup: z.enum(PRIZE_MODES).optional() });
export const popularQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(20).default(LOTTERY_LIMITS.popularCount),
  prizeMode: z.enum(PRIZE_MODES).optional(),
  playType: playType.optional(),
});

export const drawSchema = z.object({
  gameCode,
  numero: z.string(),
  status: z.enum(['open', 'drawn', 'cancelled']),
  drawAt: z.string(),
  closeAt: z.string(),
  seedHash: z.string(),
  /** Revealed with the result; null while the numero is open. */
  seed: z.string().nullable(),
  /** Comma-separated result; null until drawn. */
  winNo: z.string().nullable(),
});
export type Draw = z.infer<typeof drawSchema>;

export const drawQuerySchema = z.object({
  gameCode,
  numero: z.string().max(32).optional(),
  count: z.coerce.number().int().min(1).max(100).default(LOTTERY_LIMITS.latestResults),
});
export const nearQuerySchema = z.object({ gameCode });
export const nearSchema = z.object({ previous: drawSchema.nullable(), current: drawSchema.nullable(), next: drawSchema.nullable() });
export const openedQuerySchema = z.object({ prizeMode: z.enum(PRIZE_MODES).optional() });
export const openedSchema = z.array(
  z.object({ gameCode, numero: z.string(), closeAt: z.string(), drawAt: z.string(), remainTime: z.number().int() }),
);

export const placeBetSchema = z.object({
  gameCode,
  numero: z.string().min(1).max(32),
  playType,
  /** Comma-separated values (see PLAY_TYPES). */
  selection: z.string().min(1).max(64),
  amount: z.string().regex(/^\d{1,12}(\.\d{1,4})?$/),
  /** Idempotency key chosen by the client per bet slip line. */
  key: z.string().min(8).max(64),
  prizeMode: z.enum(PRIZE_MODES).optional(),
});
export type PlaceBet = z.infer<typeof placeBetSchema>;
export const placeBetsSchema = z.object({ bets: z.array(placeBetSchema).min(1).max(20) });

export const BET_STATUSES = ['pending', 'won', 'lost', 'refunded'] as const;
export const betSchema = z.object({
  id: z.number().int(),
  gameCode,
  numero: z.string(),
  playType,
  selection: z.string(),
  amount: z.string(),
  odds: z.string(),
  prizeMode: z.enum(PRIZE_MODES),
  status: z.enum(BET_STATUSES),
  payout: z.string(),
  winNo: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotteryBet = z.infer<typeof betSchema>;
export const placeBetsResultSchema = z.object({ bets: z.array(betSchema), balance: z.string() });
export const historyQuerySchema = z.object({
  gameCode: gameCode.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const historySchema = z.object({ list: z.array(betSchema), page: z.number().int(), hasMore: z.boolean() });

export const verifyQuerySchema = z.object({ gameCode, numero: z.string().max(32) });
export const verifySchema = z.object({ draw: drawSchema, recomputed: z.string().nullable(), matches: z.boolean() });

/**
 * Operator settings of one game (ops API). Omitted fields keep their value. A cadence change
 * (interval/offset) starts after the numero day of the last published numero; a lock change with
 * the first numero not yet published; published numeros never move (ADR 015).
 */
export const gameSettingsSchema = z
  .object({
    enabled: z.boolean().optional(),
    intervalSec: z.number().int().min(30).max(86_400).optional(),
    offsetSec: z.number().int().min(0).max(86_399).optional(),
    lockSec: z.number().int().min(0).max(86_399).optional(),
    /** The live draw stream a member can open from the betting page: an https URL, or null for none. */
    liveVideoUrl: z
      .string()
      .max(500)
      .url()
      .refine((u) => u.startsWith('https://'), { message: 'https only' })
      .nullable()
      .optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'nothing to change' });
export type GameSettings = z.infer<typeof gameSettingsSchema>;
export const gameSettingsResultSchema = z.object({
  code: gameCode,
  enabled: z.boolean(),
  intervalSec: z.number().int(),
  offsetSec: z.number().int(),
  lockSec: z.number().int(),
  liveVideoUrl: z.string().nullable(),
  /** Draws after this instant follow the new cadence/lock; null when only `enabled` changed. */
  changesFrom: z.string().nullable(),
});
export type GameSettingsResult = z.infer<typeof gameSettingsResultSchema>;

/**
 * The long-dragon board (spec 001 §1 `/lottery?gameCode=long_dragon`): every SSC game whose latest
 * draws ran the same sum outcome `min` times or more, longest first. Only the outcomes a member can
 * bet on (the BIG_SMALL and ODD_EVEN play types) are counted (ADR 059).
 */
export const LONG_DRAGON_CODE = 'long_dragon';
export const longDragonQuerySchema = z.object({ min: z.coerce.number().int().min(2).max(30).default(3) });
export const longDragonSchema = z.array(
  z.object({
    gameCode,
    remark: z.string(),
    playType: z.enum(['BIG_SMALL', 'ODD_EVEN']),
    value: z.enum(['BIG', 'SMALL', 'ODD', 'EVEN']),
    length: z.number().int(),
    /** The last numero of the run (the newest drawn) and the one open for bets now, if any. */
    lastNumero: z.string(),
    openNumero: z.string().nullable(),
    closeAt: z.string().nullable(),
  }),
);
export type LongDragon = z.infer<typeof longDragonSchema>;

/** Socket messages to members with bets on the numero (also stored as notifications). */
export const LOTTERY_EVENTS = { result: 'LOTTERY_RESULT' } as const;
export * from './ops.js';
