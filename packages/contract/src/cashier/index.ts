import { z } from 'zod';
import { positiveAmountSchema } from '../wallet/index.js';

/** Withdrawal limits a merchant starts with (per merchant, in its currency). */
export const CASHIER_DEFAULTS = {
  minWithdraw: '100',
  maxWithdraw: '50000',
  dailyWithdraw: '200000',
  minDeposit: '10',
  maxDeposit: '500000',
} as const;
export type CashierLimits = { -readonly [K in keyof typeof CASHIER_DEFAULTS]: string };

export const CASHIER_ERRORS = {
  depositOff: 'deposit_disabled',
  withdrawOff: 'withdraw_disabled',
  belowMin: 'amount_below_minimum',
  aboveMax: 'amount_above_maximum',
  dailyLimit: 'daily_limit_reached',
  notPending: 'request_not_pending',
  badSignature: 'callback_signature_invalid',
  mismatch: 'callback_mismatch',
  channelOff: 'channel_unavailable',
  wagering: 'withdraw_wagering_unmet',
} as const;

/** What still stands between the member and a withdrawal: bonus turnover not yet bet (0 when none). */
export const withdrawCheckSchema = z.object({ wageringRemaining: z.string() });
export type WithdrawCheck = z.infer<typeof withdrawCheckSchema>;

/** Manual bank-transfer deposit: the member says what they sent and the transfer reference. */
export const DEPOSIT_CHANNELS = ['manual', 'demo-pay'] as const;
export const depositRequestSchema = z.object({
  amount: positiveAmountSchema,
  /** Manual channel: the bank transfer's reference. Provider channels fill it themselves. */
  reference: z.string().trim().max(64).default(''),
  channel: z.enum(DEPOSIT_CHANNELS).default('manual'),
  key: z.string().min(8).max(100),
});

/**
 * The reference payment provider's callback. It signs `merchantCode|requestId|amount|status|providerRef`
 * with HMAC-SHA256 and a shared secret, hex, in the `X-Signature` header.
 */
export const providerCallbackSchema = z.object({
  merchantCode: z.string().min(1).max(32),
  requestId: z.number().int().positive(),
  amount: z.string().max(32),
  status: z.enum(['PAID', 'FAILED']),
  providerRef: z.string().min(1).max(64),
});
export type ProviderCallback = z.infer<typeof providerCallbackSchema>;
export const callbackSigningText = (c: ProviderCallback) => `${c.merchantCode}|${c.requestId}|${c.amount}|${c.status}|${c.providerRef}`;
/** Withdrawal: amount, payment password (when PAYMENTPASS3), idempotency key. */
export const withdrawRequestSchema = z.object({
  amount: positiveAmountSchema,
  paymentPassword: z.string().max(32).optional(),
  key: z.string().min(8).max(100),
});

export const cashierRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['deposit', 'withdraw']),
  amount: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reference: z.string(),
  remarks: z.string(),
  channel: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type CashierRequest = z.infer<typeof cashierRequestSchema>;

/** `GET /ops/merchants/:code/cashier/history`: every member's deposits and withdrawals, newest first, paged (ADR 029). */
export const opsCashierHistoryQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
  kind: z.enum(['deposit', 'withdraw']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type OpsCashierHistoryQuery = z.infer<typeof opsCashierHistoryQuerySchema>;
export const opsCashierHistoryPageSchema = z.object({
  items: z.array(cashierRequestSchema.extend({ memberId: z.number().int() })),
  total: z.number().int(),
});
export type OpsCashierHistoryPage = z.infer<typeof opsCashierHistoryPageSchema>;
/** Where members send a manual bank transfer (shown on the deposit page). */
export const bankAccountSchema = z.object({
  bankName: z.string().trim().min(1).max(100),
  accountName: z.string().trim().min(1).max(100),
  accountNumber: z.string().trim().min(1).max(64),
  branch: z.string().trim().max(100).default(''),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

const limitSchema = z.string().regex(/^\d{1,20}(\.\d{1,4})?$/, 'amount_invalid');
export const cashierLimitsSchema = z.object({
  minWithdraw: limitSchema,
  maxWithdraw: limitSchema,
  dailyWithdraw: limitSchema,
  minDeposit: limitSchema,
  maxDeposit: limitSchema,
});

/** An operator's cashier settings for a merchant (ops API). */
export const cashierSettingsInputSchema = z.object({
  limits: cashierLimitsSchema.partial().default({}),
  bank: bankAccountSchema.nullable().default(null),
});

/** `GET /wps/cashier/settings`: what the deposit and withdrawal pages show and check. */
export const cashierSettingsSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  currencyPosition: z.enum(['F', 'B', '']),
  limits: cashierLimitsSchema,
  channels: z.array(z.enum(DEPOSIT_CHANNELS)),
  bank: bankAccountSchema.nullable(),
  paymentPasswordRequired: z.boolean(),
});
export type CashierSettings = z.infer<typeof cashierSettingsSchema>;

export const decisionSchema = z.object({ remarks: z.string().max(140).default('') });
