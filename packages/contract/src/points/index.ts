import { z } from 'zod';
import { languageSchema } from '../common/languages.js';
import { payoutPendingSchema } from '../finance/index.js';
import { amountSchema } from '../wallet/index.js';

/** Spec 001 §9: page sizes, reward list size, date range and conversion minimum. */
export const POINTS_LIMITS = {
  redeemRecordsPageSize: 13,
  transactionsPageSize: 12,
  rewardListSize: 1000,
  maxRangeDays: 30,
  /** The end date of a range is extended by this (end of that day). */
  rangeEndExtensionMs: 86_399_000,
  convertMinimum: 1,
  /** More expander (spec 001 §2): items per type on All, when a type is chosen, on expand. */
  perTypeDefault: 3,
  perTypeChosen: 7,
  perTypeExpanded: 1000,
  /** The redeem popup's carousel loops when it has more images than this. */
  carouselLoopAbove: 5,
} as const;

/** Bet product types (spec 001 §3) plus DEPOSIT; each accrues by one rate of the point config. */
export const PRODUCT_TYPES = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP', 'ESPORTS', 'DEPOSIT'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const RATE_KEYS = ['liveBet', 'lottoBet', 'pvpBet', 'rngBet', 'sportBet', 'redeem', 'deposit'] as const;
export type RateKey = (typeof RATE_KEYS)[number];
/** Which rate a product type accrues by (docs/adr/017-points-mall.md). */
export const RATE_OF_PRODUCT: Record<ProductType, RateKey> = {
  LIVE: 'liveBet',
  RNG: 'rngBet',
  FISH: 'rngBet',
  SPORTS: 'sportBet',
  ESPORTS: 'sportBet',
  LOTT: 'lottoBet',
  ELOTT: 'lottoBet',
  PVP: 'pvpBet',
  CONS: 'pvpBet',
  DEPOSIT: 'deposit',
};

export const REDEEM_STATUSES = ['P', 'R', 'A'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];
export const REDEEM_TYPES = ['P', 'PM'] as const;
export type RedeemType = (typeof REDEEM_TYPES)[number];

/** Error codes, in the order the redeem and convert checks run (spec 001 §5). */
export const POINTS_ERRORS = {
  passwordRequired: 'points_password_required',
  /** PAYMENTPASS3 off: the login password stands in for the payment password, and this is its refusal. */
  passwordIncorrect: 'points_password_incorrect',
  nameRequired: 'points_name_required',
  addressRequired: 'points_address_required',
  phoneRequired: 'points_phone_required',
  phoneInvalid: 'points_phone_invalid',
  rewardUnknown: 'points_reward_unknown',
  quantityInvalid: 'points_quantity_invalid',
  redeemTypeUnavailable: 'points_redeem_type_unavailable',
  outOfStock: 'points_out_of_stock',
  pointsInsufficient: 'points_not_enough',
  moneyInsufficient: 'points_money_not_enough',
  amountMinimum: 'points_amount_minimum',
  convertTooSmall: 'points_convert_too_small',
  rangeTooLong: 'points_date_range_too_long',
  rangeInvalid: 'points_date_range_invalid',
  notPending: 'points_redemption_not_pending',
  keyReused: 'points_key_reused',
  disabled: 'points_disabled',
} as const;

/** Point amounts: decimal strings, at most 4 places, like money. */
const pointsSchema = amountSchema;
const rateSchema = z.string().regex(/^\d{1,4}(\.\d{1,6})?$/, 'rate_invalid');

/** Point config (spec 001 §3): rates are fractions (0.01 = 1 point per 100 staked), shown ×100 with 2 decimals. */
export const pointConfigSchema = z.object({
  /** Money one point converts to. */
  pointExchangeRate: rateSchema,
  liveBet: rateSchema,
  lottoBet: rateSchema,
  pvpBet: rateSchema,
  rngBet: rateSchema,
  sportBet: rateSchema,
  /** Points per unit of money paid in an approved points-plus-money redemption. */
  redeem: rateSchema,
  deposit: rateSchema,
});
export type PointConfig = z.infer<typeof pointConfigSchema>;
export const DEFAULT_POINT_CONFIG: PointConfig = {
  pointExchangeRate: '0.1',
  liveBet: '0.01',
  lottoBet: '0.01',
  pvpBet: '0.01',
  rngBet: '0.01',
  sportBet: '0.01',
  redeem: '0',
  deposit: '0.005',
};

/**
 * The points mall's (i) explanation (spec 001 §7 "info icon"; ADR 056): how points are earned and
 * used, one plain text per language, set by the operator. Plain text: it needs no markup, and so
 * carries none of operator HTML's risks. An empty content means the operator set nothing.
 */
export const POINTS_INFO_MAX_CHARS = 4000;
export const pointsInfoSchema = z.object({ language: languageSchema, content: z.string() });
export type PointsInfo = z.infer<typeof pointsInfoSchema>;
/** The ops API's read and write: the languages given are replaced; an empty content removes one. */
export const pointsInfoInputSchema = z.object({
  items: z
    .array(z.object({ language: languageSchema, content: z.string().trim().max(POINTS_INFO_MAX_CHARS) }))
    .max(6)
    .refine((items) => new Set(items.map((i) => i.language)).size === items.length, 'duplicate_language'),
});
export type PointsInfoInput = z.infer<typeof pointsInfoInputSchema>;

export const pointBalanceSchema = z.object({ pointBalance: pointsSchema });
export type PointBalance = z.infer<typeof pointBalanceSchema>;

export const rewardTypeSchema = z.object({ typeId: z.number().int(), name: z.string(), chineseName: z.string() });
export type RewardType = z.infer<typeof rewardTypeSchema>;

export const merchandiseImageSchema = z.object({ type: z.enum(['S', 'M']), imageUrl: z.string() });
export type MerchandiseImage = z.infer<typeof merchandiseImageSchema>;

export const rewardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  chineseName: z.string(),
  type: z.number().int(),
  /** Points-only price; null when the item is sold only for points plus money. */
  price: pointsSchema.nullable(),
  mpPointAmount: pointsSchema.nullable(),
  mpMoneyAmount: amountSchema.nullable(),
  displayPointMoneyAmt: z.enum(['Y', 'N']),
  inventory: z.number().int(),
  adjustedCount: z.number().int(),
  description: z.string(),
  imageLink: z.string(),
  merchandiseImages: z.array(merchandiseImageSchema),
});
export type Reward = z.infer<typeof rewardSchema>;

export const pageOfPoints = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);

export const rewardQuerySchema = z.object({
  page: pageNumber,
  size: z.coerce.number().int().min(1).max(POINTS_LIMITS.rewardListSize).default(POINTS_LIMITS.rewardListSize),
  type: z.coerce.number().int().optional(),
});
export const rewardPageSchema = pageOfPoints(rewardSchema);
export type RewardPage = z.infer<typeof rewardPageSchema>;

/** Redeem request (spec 001 §3), encrypted. name, address and telphone are the form's fields; remarks combines them. */
export const redeemPayloadSchema = z.object({
  rewardId: z.coerce.number().int(),
  quantity: z.coerce.number().default(1),
  redeemType: z.enum(REDEEM_TYPES).default('P'),
  password: z.string().max(64).default(''),
  province: z.string().trim().max(60).default(''),
  name: z.string().trim().max(60).default(''),
  address: z.string().trim().max(200).default(''),
  telphone: z.string().trim().max(20).default(''),
  remarks: z.string().max(300).default(''),
});
export type RedeemPayload = z.input<typeof redeemPayloadSchema>;

/** What the client puts in remarks (spec 001 §3: name, address and phone combined). */
export const redeemRemarks = (name: string, address: string, phone: string) => `${name}, ${address}, ${phone}`;

export const redeemRecordSchema = z.object({
  id: z.number().int(),
  dateRequested: z.string(),
  type: z.enum(REDEEM_TYPES),
  name: z.string(),
  chineseName: z.string(),
  quantity: z.number().int(),
  requiredPoint: pointsSchema,
  requiredMoney: amountSchema,
  status: z.enum(REDEEM_STATUSES),
});
export type RedeemRecord = z.infer<typeof redeemRecordSchema>;
export const redeemRecordPageSchema = pageOfPoints(redeemRecordSchema);
export type RedeemRecordPage = z.infer<typeof redeemRecordPageSchema>;

const dateParam = z.coerce.number().int().min(0);
/** Redeem list (spec 001 §7): startDate, endDate (ms; the client already extended the end), page, size, status. */
export const redeemListQuerySchema = z.object({
  startDate: dateParam,
  endDate: dateParam,
  page: pageNumber,
  size: z.coerce.number().int().min(1).max(100).default(POINTS_LIMITS.redeemRecordsPageSize),
  status: z.enum(['all', ...REDEEM_STATUSES]).default('all'),
});

export const pointTransactionSchema = z.object({
  id: z.number().int(),
  txId: z.string(),
  txTimeInTimestamp: z.number(),
  amount: pointsSchema,
  currentAvailBalance: pointsSchema,
  nameCn: z.string(),
  nameEn: z.string(),
});
export type PointTransaction = z.infer<typeof pointTransactionSchema>;
export const pointTransactionPageSchema = pageOfPoints(pointTransactionSchema);
export type PointTransactionPage = z.infer<typeof pointTransactionPageSchema>;
export const transactionQuerySchema = z.object({
  startTime: dateParam,
  endTime: dateParam,
  page: pageNumber,
  size: z.coerce.number().int().min(1).max(100).default(POINTS_LIMITS.transactionsPageSize),
});

/** Convert payload (spec 001 §3), encrypted; `key` makes a retried submit convert once. */
export const convertPayloadSchema = z.object({
  amount: z.union([z.string(), z.number()]).transform(String).default(''),
  password: z.string().max(64).default(''),
  key: z.string().min(8).max(100).optional(),
});
export const convertResultSchema = z.object({
  success: z.boolean(),
  points: pointsSchema,
  money: amountSchema,
  pointBalance: pointsSchema,
});
export type ConvertResult = z.infer<typeof convertResultSchema>;

// ---- Operator API ----
export const rewardTypeInputSchema = z.object({
  typeId: z.number().int().min(1).max(999),
  name: z.string().trim().min(1).max(60),
  chineseName: z.string().trim().min(1).max(60),
  sort: z.number().int().default(0),
});
const positivePoints = z.string().regex(/^\d{1,16}(\.\d{1,4})?$/, 'amount_invalid');
export const rewardInputSchema = z
  .object({
    type: z.number().int(),
    name: z.string().trim().min(1).max(100),
    chineseName: z.string().trim().min(1).max(100),
    price: positivePoints.nullable().default(null),
    mpPointAmount: positivePoints.nullable().default(null),
    mpMoneyAmount: positivePoints.nullable().default(null),
    displayPointMoneyAmt: z.enum(['Y', 'N']).default('N'),
    inventory: z.number().int().min(0).max(1_000_000),
    adjustedCount: z.number().int().min(0).default(0),
    description: z.string().max(5000).default(''),
    imageLink: z.string().max(100_000).default(''),
    active: z.boolean().default(true),
    sort: z.number().int().default(0),
  })
  .refine((r) => r.price !== null || (r.mpPointAmount !== null && r.mpMoneyAmount !== null), 'a price or both points-plus-money amounts');
export type RewardInput = z.input<typeof rewardInputSchema>;
export const rewardImagesInputSchema = z.object({
  images: z.array(z.object({ type: z.enum(['S', 'M']), imageUrl: z.string().min(1).max(100_000) })).max(20),
});
export const opsRedemptionSchema = redeemRecordSchema.extend({
  memberId: z.number().int(),
  rewardId: z.number().int(),
  province: z.string(),
  remarks: z.string(),
  decidedAt: z.string().nullable(),
  decisionRemarks: z.string(),
});
export type OpsRedemption = z.infer<typeof opsRedemptionSchema>;
export const opsRedemptionQuerySchema = z.object({ status: z.enum(['all', ...REDEEM_STATUSES]).default('P') });
export const redemptionDecisionSchema = z.object({ remarks: z.string().max(140).default('') });
export const idParamsSchema = z.object({ code: z.string().min(1).max(32), id: z.coerce.number().int() });
/** A manual points adjustment's answer: above the threshold it waits for a second operator (ADR 037). */
export const pointsAdjustResultSchema = pointBalanceSchema.extend(payoutPendingSchema.shape);
export const pointsAdjustSchema = z.object({
  memberId: z.number().int(),
  amount: amountSchema,
  key: z.string().min(8).max(100),
});

/** The points ledger's reconciliation: every account whose balance disagrees with its entries (none when right). */
export const pointsReconciliationSchema = z.object({ ok: z.boolean(), accounts: z.array(z.unknown()) });
