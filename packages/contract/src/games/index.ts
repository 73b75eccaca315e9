import { z } from 'zod';

/** Lanes of the games entrance block (spec 001 §3); ESPORTS is built from the sports cards IMES and AV (§9). */
export const GAME_LANES = ['SPORTS', 'LIVE', 'FISH', 'PVP', 'RNG', 'ESPORTS'] as const;
export type GameLane = (typeof GAME_LANES)[number];
export const ESPORTS_CARDS = ['IMES', 'AV'] as const;

/** Slot-lobby classify filters (spec 001 §2): video poker, table, scratch, arcade, jackpot. */
export const GAME_CLASSIFY = ['VP', 'TG', 'SC', 'AC', 'JP'] as const;
export type GameClassify = (typeof GAME_CLASSIFY)[number];

/** Spec 001 §9. */
export const GAMES_LIMITS = {
  pageSize: 40,
  popupPageSize: 10,
  maxPageSize: 100,
  recommendedPerSlide: 12,
  entranceVendors: 3,
  winnerBoardLimit: 100,
  /** A vendor session token lives this long for bets; wins and rollbacks are accepted after it. */
  sessionMinutes: 240,
} as const;

/** Vendors whose ID (Indonesian) language falls back to EN (spec 001 §9). */
export const ID_TO_EN_VENDORS = ['JDB', 'AE', 'DG'] as const;

export const GAMES_ERRORS = {
  notLoggedIn: 'in_sorry_in',
  needTrueAccount: 'in_need_true_account',
  stayTuned: 'in_stay_tuned',
  underMaintenance: 'vendor_under_maintenance',
  balanceNotEnough: 'launch_game_balance_not_enough',
  trialUnavailable: 'trial_not_available',
  gameUnknown: 'game_not_found',
} as const;

/** Errors of the seamless wallet API (docs/adr/013-games.md lists when each is returned). */
export const SEAMLESS_ERRORS = {
  badSignature: 'sw_bad_signature',
  vendorUnknown: 'sw_vendor_unknown',
  tokenInvalid: 'sw_token_invalid',
  tokenExpired: 'sw_token_expired',
  insufficientFunds: 'sw_insufficient_funds',
  amountInvalid: 'sw_amount_invalid',
  transactionUnknown: 'sw_transaction_unknown',
  transactionConflict: 'sw_transaction_conflict',
  transactionRolledBack: 'sw_transaction_rolled_back',
  betRolledBack: 'sw_bet_rolled_back',
  betSettled: 'sw_bet_settled',
} as const;
export type SeamlessError = (typeof SEAMLESS_ERRORS)[keyof typeof SEAMLESS_ERRORS];

export const vendorCardSchema = z.object({
  cardId: z.number().int(),
  accountTypeName: z.string(),
  accountTypeId: z.number().int(),
  displayName: z.string(),
  smallIcon: z.string(),
  lagerIcon: z.string(),
  isGame: z.enum(['game', 'VASSALAGE']),
  freeplay: z.union([z.literal(0), z.literal(1)]),
  gameType: z.enum(GAME_LANES),
  /** How the client opens the game: in-app `/seamless` page or a new window (spec 001 §4, §9). */
  windowMode: z.enum(['inapp', 'window', 'outside']),
  maintenance: z.object({ start: z.string(), end: z.string() }).nullable(),
});
/** `GET /wps/game/vendors?gameType=`: one lane, or every lane when absent. */
export const vendorsQuerySchema = z.object({ gameType: z.enum(GAME_LANES).optional() });
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const slotGameSchema = z.object({
  nodeId: z.number().int(),
  roomId: z.string(),
  nodeName: z.string(),
  displayName: z.string(),
  gameName: z.string(),
  showIcon: z.string(),
  /** 0 means a free trial is offered (spec 001 §3). */
  supportPlay: z.number().int(),
  vassalage: z.string(),
  gameType: z.enum(GAME_LANES),
  classify: z.enum(GAME_CLASSIFY).nullable(),
  minBet: z.string(),
  favourite: z.boolean(),
});
export type SlotGame = z.infer<typeof slotGameSchema>;

export const gamePageSchema = z.object({
  content: z.array(slotGameSchema),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
  pageSize: z.number().int(),
  pageNum: z.number().int(),
});
export type GamePage = z.infer<typeof gamePageSchema>;

const pageNo = z.coerce.number().int().min(1).max(100000).default(1);
const pageSize = z.coerce.number().int().min(1).max(GAMES_LIMITS.maxPageSize).default(GAMES_LIMITS.pageSize);

/** The user game list query of spec 001 §7 (clientType 3, platform html5-desktop by default). */
export const userGameListQuerySchema = z.object({
  clientType: z.coerce.number().int().default(3),
  platform: z.string().max(40).default('html5-desktop'),
  merchant: z.string().max(32).optional(),
  gameType: z.enum(GAME_LANES).default('RNG'),
  vassalage: z.string().max(32).optional(),
  gameClassify: z.enum(GAME_CLASSIFY).or(z.literal('')).optional(),
  gameName: z.string().max(100).optional(),
  minBet: z.string().max(24).optional(),
  minLineNum: z.coerce.number().int().optional(),
  pageNo,
  pageSize,
  language: z.string().max(8).optional(),
});
export type UserGameListQuery = z.infer<typeof userGameListQuerySchema>;

export const pageQuerySchema = z.object({ pageNo, pageSize });

export const favouriteBodySchema = z.object({
  nodeId: z.coerce.number().int().positive(),
  vendor: z.string().max(32).optional(),
  gameType: z.string().max(16).optional(),
});
export const favouriteResultSchema = z.object({ nodeId: z.number().int(), favourite: z.boolean() });

/** Launch address v2 (spec 001 §7). accountType 0 is a free trial, 1 real money. */
export const launchV2QuerySchema = z.object({
  gameId: z.string().max(64).optional(),
  nodeId: z.coerce.number().int().positive().optional(),
  vassalage: z.string().max(32).optional(),
  matchId: z.string().max(64).optional(),
  leagueId: z.string().max(64).optional(),
  accountType: z.coerce.number().int().min(0).max(1).default(1),
  confirmTrans: z.coerce.number().int().default(0),
  launchMode: z.string().max(16).default('GLS'),
  platform: z.string().max(40).default('html5-desktop'),
  clientType: z.coerce.number().int().default(3),
  language: z.string().max(8).optional(),
  merchantCode: z.string().max(32).optional(),
  sourceType: z.string().max(32).optional(),
  marketingDetailId: z.string().max(64).optional(),
});
export type LaunchV2Query = z.infer<typeof launchV2QuerySchema>;

/** POST /wps/game/launchGame (spec 001 §7): launchMode names the vendor, lottoGameCode its game. */
export const launchGameBodySchema = z.object({
  launchMode: z.string().min(1).max(32),
  lottoMode: z.string().max(32).optional(),
  lottoGameCode: z.string().max(64).optional(),
  language: z.string().max(8).optional(),
  device: z.string().max(16).optional(),
  lottoArea: z.string().max(32).optional(),
  lottoPrizeMode: z.string().max(16).optional(),
  lottoView: z.string().max(16).optional(),
  hasLobby: z.boolean().optional(),
  labelName: z.string().max(64).optional(),
});
export type LaunchGameBody = z.infer<typeof launchGameBodySchema>;

export const launchResultSchema = z.object({
  game_url: z.string(),
  game_url2: z.string().nullable(),
  gameUrl: z.string(),
  content: z.string(),
  vendor: z.string(),
  windowMode: z.enum(['inapp', 'window', 'outside']),
  trial: z.boolean(),
});
export type LaunchResult = z.infer<typeof launchResultSchema>;
/** The value of a vendor_under_maintenance refusal: the window, for the message and the modal. */
export const maintenanceWindowSchema = z.object({ start: z.string(), end: z.string() });
/** A launch answers the game URL, or with vendor_under_maintenance its window. */
export const launchAnswerSchema = z.union([launchResultSchema, maintenanceWindowSchema]);
/** `POST /wps/game/logout`: how many vendor sessions ended. */
export const gameLogoutResultSchema = z.object({ sessions: z.number().int() });

/**
 * The socket signal that the merchant's winner board changed (a win was paid): signed-in pages
 * refetch `/wps/game/winners`. Sent to every member's socket, at most once per WINNERS_PUSH_MS and
 * merchant per instance (the last win of a burst is never left out).
 */
export const WINNERS_CHANGED = 'GAME_WINNERS';
export const WINNERS_PUSH_MS = 3_000;

export const winnerSchema = z.object({
  recordId: z.number().int(),
  account: z.string(),
  vendor: z.string(),
  gameName: z.string(),
  amount: z.string(),
  time: z.string(),
});
export const winnerBoardQuerySchema = z.object({
  gameCategory: z.string().max(16).default('ALL'),
  language: z.string().max(8).optional(),
  limitNum: z.coerce.number().int().min(1).max(GAMES_LIMITS.winnerBoardLimit).default(GAMES_LIMITS.winnerBoardLimit),
});
export const jackpotBodySchema = z.object({ merchant_code: z.string().max(32).optional(), currency: z.string().max(8).optional() });
export const jackpotSchema = z.object({
  currency: z.string(),
  amount: z.string(),
  pools: z.array(z.object({ name: z.string(), amount: z.string() })),
});

// ---- Seamless wallet API (vendors' servers call it) ----

const vendorTxId = z.string().min(1).max(100);
const seamlessAmount = z.string().max(32);
/** `/wps/seamless/:vendor/<op>`: the calling vendor's code. */
export const seamlessParamsSchema = z.object({ vendor: z.string().min(1).max(32) });
export const seamlessBalanceSchema = z.object({ token: z.string().min(1).max(200) });
export const seamlessDebitSchema = z.object({
  token: z.string().min(1).max(200),
  transactionId: vendorTxId,
  roundId: z.string().min(1).max(100),
  gameId: z.string().max(64).optional(),
  amount: seamlessAmount,
});
export const seamlessCreditSchema = seamlessDebitSchema;
export const seamlessRollbackSchema = z.object({
  token: z.string().min(1).max(200),
  transactionId: vendorTxId,
  /** The debit being cancelled. */
  refTransactionId: vendorTxId,
  roundId: z.string().max(100).optional(),
});
export type SeamlessDebit = z.infer<typeof seamlessDebitSchema>;
export type SeamlessRollback = z.infer<typeof seamlessRollbackSchema>;
export const seamlessResultSchema = z.object({
  balance: z.string(),
  currency: z.string(),
  transactionId: z.string().nullable(),
  /** Our reference of the movement, for the vendor's reconciliation. */
  reference: z.string().nullable(),
});
export type SeamlessResult = z.infer<typeof seamlessResultSchema>;
/** Header carrying hex HMAC-SHA256(vendor secret, exact raw request body bytes). */
export const SEAMLESS_SIGNATURE_HEADER = 'x-arcadia-signature';
export * from './matches.js';
export * from './ops.js';
