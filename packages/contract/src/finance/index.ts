import { z } from 'zod';
import { amountSchema, positiveAmountSchema } from '../wallet/index.js';

/**
 * Operator finance (ADR 024): manual wallet adjustments with two-person approval above a
 * per-merchant threshold, a member's ledger and the merchant's reconciliation.
 */

/** Adjustments larger than this (absolute value) need a second operator until an admin sets another. */
export const DEFAULT_APPROVAL_THRESHOLD = '10000.0000';

export const FINANCE_ERRORS = {
  reasonRequired: 'finance_reason_required',
  amountInvalid: 'finance_amount_invalid',
  memberUnknown: 'finance_member_unknown',
  ownRequest: 'finance_own_request',
  operatorRequired: 'finance_operator_required',
  alreadyDecided: 'finance_already_decided',
  requestUnknown: 'finance_request_unknown',
  thresholdInvalid: 'finance_threshold_invalid',
  /** Another request for the same payout (the same reward application, say) already waits for approval. */
  payoutPending: 'finance_payout_pending',
} as const;

/** Kinds whose approval saves a configuration or a table (nothing moves then, so no transaction). */
export const RULE_PAYOUT_KINDS = [
  'mission',
  'raffle',
  'vip_benefits',
  'referral_settings',
  'rebate_rates',
  'waive_wagering',
  'reward_centre_settings',
  'points_config',
  'agent_rebate',
  'agent_contract',
  /** A promo code's terms (bonus × total uses): approving creates the code (ADR 058). */
  'promo_code',
] as const;
/**
 * Every operator path that pays a member goes through the same two-person rule (ADR 037). The kind
 * says which: a manual wallet adjustment, a reward application's bonus, a manual points adjustment,
 * or a mission's or raffle's prize table (money paid later to whoever wins it). The rule configs
 * of ADR 045 (VIP level-up bonuses, referral reward, rebate rates, a bonus's wagering waiver, the
 * reward centre's sign-in, newbie and rescue amounts, the points exchange and earn rates, a top
 * agent's rebate and a house-funded agent contract) decide what members receive later and pass the
 * same gate.
 */
export const PAYOUT_KINDS = ['wallet_adjustment', 'reward_application', 'points_adjustment', ...RULE_PAYOUT_KINDS] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];
/**
 * Points are compared with the money threshold at the merchant's points-to-money rate. `percent` is
 * a rebate rate (in percent of stakes): it has no amount to compare, so every raise needs a second
 * operator (ADR 045).
 */
export const PAYOUT_UNITS = ['money', 'points', 'percent'] as const;

/** What an operator's payout answered when it went above the threshold: it waits for a second operator. */
export const payoutPendingSchema = z.object({
  pending: z.boolean().optional(),
  /** The request in the pending approvals list (`…/finance/adjustments/:id/approve`). */
  approvalId: z.number().int().optional(),
});

/** applied: the wallet moved (at once, or after approval); pending: waits for a second operator. */
export const ADJUSTMENT_STATUSES = ['applied', 'pending', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

export const financeSettingsSchema = z.object({ approvalThreshold: amountSchema });
export type FinanceSettings = z.infer<typeof financeSettingsSchema>;
// Amounts are not trimmed: " 1" is refused as not a strict decimal (the service says amount_invalid).
export const financeSettingsInputSchema = z.object({ approvalThreshold: z.string().max(30) });

/** A signed amount: "+" credits the member's main wallet, "-" debits it. */
export const adjustmentInputSchema = z.object({
  account: z.string().trim().min(1).max(32),
  amount: z.string().max(30),
  reason: z.string().trim().max(200),
  /** Chosen by the form once per submission, so a double click creates one adjustment. */
  key: z.string().min(8).max(100),
});
export type AdjustmentInput = z.input<typeof adjustmentInputSchema>;

export const adjustmentSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  amount: amountSchema,
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  kind: z.enum(PAYOUT_KINDS),
  unit: z.enum(PAYOUT_UNITS),
  /** The thing paid for (`reward-application:12`, `mission:Weekly race`); null for wallet adjustments. */
  reference: z.string().nullable(),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decisionNote: z.string(),
  /** The wallet transaction once applied. */
  transactionId: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const adjustmentListQuerySchema = z.object({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  kind: z.enum(PAYOUT_KINDS).optional(),
  account: z.string().trim().max(32).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const adjustmentPageSchema = z.object({ items: z.array(adjustmentSchema), total: z.number().int() });
export const adjustmentIdParamsSchema = z.object({ code: z.string().min(1).max(32), id: z.coerce.number().int().positive() });
export const adjustmentRejectSchema = z.object({ note: z.string().trim().max(200).default('') });

/** The older adjust API (`/ops/merchants/:code/members/:account/adjust`) that scripts, tests and e2e fund members with. */
export const adjustApiInputSchema = z.object({
  amount: positiveAmountSchema,
  key: z.string().min(8).max(100),
  remarks: z.string().max(140).default(''),
  /** A notice that stays until the member closes it (default), or an ordinary toast. */
  popup: z.boolean().default(true),
});
export const adjustApiResultSchema = z.object({
  transactionId: z.number().nullable(),
  sumBalance: z.string(),
  status: z.string(),
  adjustmentId: z.number(),
});

/** Movement kinds of the wallet (the ledger's "type"). */
export const LEDGER_KINDS = ['credit', 'debit', 'transfer', 'hold', 'release', 'settle'] as const;

export const ledgerQuerySchema = z.object({
  account: z.string().trim().min(1).max(32),
  kind: z.enum(LEDGER_KINDS).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  kind: z.string(),
  wallet: z.string(),
  bucket: z.string(),
  amount: amountSchema,
  balanceAfter: amountSchema,
  /** The other side of the movement (a house account such as HOUSE:ADJUSTMENT, or a wallet). */
  counterparty: z.string(),
  idempotencyKey: z.string(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerPageSchema = z.object({ items: z.array(ledgerEntrySchema), total: z.number().int() });

export const reconciliationSchema = z.object({
  ok: z.boolean(),
  /** Member wallets: what the balances say, and what the ledger entries add up to. */
  memberBalances: amountSchema,
  memberLedger: amountSchema,
  /** House accounts (the other side of every credit and debit). */
  houseBalances: amountSchema,
  houseLedger: amountSchema,
  /** Balances plus house: zero when every transaction is balanced. */
  total: amountSchema,
  accounts: z.number().int(),
  transactions: z.number().int(),
  mismatchedAccounts: z.array(z.object({ accountId: z.number().int(), balance: amountSchema, ledger: amountSchema })),
  unbalancedTransactions: z.array(z.object({ transactionId: z.number().int(), total: amountSchema })),
  checkedAt: z.string(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
