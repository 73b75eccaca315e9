import { z } from 'zod';
import { currencyPositionSchema } from '../system/settings.js';

/**
 * A strict decimal string: digits, an optional point and 1-4 decimals, nothing else — no spaces
 * (" 1" and "1 " are refused, not trimmed), no sign, no exponent, no leading point.
 */
export const DECIMAL_PATTERN = /^\d{1,20}(\.\d{1,4})?$/;
/** Decimal amounts travel as strings ("12.5000") so no float ever touches money. */
export const amountSchema = z.string().regex(/^-?\d{1,20}(\.\d{1,4})?$/, 'amount_invalid');
/** A positive amount as members type it: at most 4 decimals. The client trims what was typed; the wire value is exact. */
export const positiveAmountSchema = z
  .string()
  .regex(DECIMAL_PATTERN, 'amount_invalid')
  .refine((v) => Number(v) > 0, 'amount_invalid');

export const MAIN_WALLET = 'MAIN';

/** `GET /wps/v2/wallets/balance` (spec 000 §3 balance). */
export const walletBalanceSchema = z.object({
  sumBalance: amountSchema,
  currency: z.string(),
  currencySymbol: z.string(),
  currencyPosition: currencyPositionSchema,
  isSingle: z.number().int(),
  balance: z.array(z.object({ displayName: z.string(), accountName: z.string(), availBalance: amountSchema })),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const WALLET_ERRORS = {
  insufficient: 'balance_not_enough',
  keyReused: 'idempotency_key_reused',
  amountInvalid: 'amount_invalid',
  holdClosed: 'hold_not_open',
} as const;

/** Transfer to upline (member centre transferUpline, spec 000 §6 gating). */
export const transferUplineSchema = z.object({
  amount: positiveAmountSchema,
  paymentPassword: z.string().max(32).optional(),
  key: z.string().min(8).max(100),
});
export const TRANSFER_ERRORS = {
  uplineOff: 'transfer_upline_unavailable',
  /** Bonus money still under a wagering requirement may not leave through the upline either. */
  wagering: 'transfer_wagering_unmet',
  singleWallet: 'transfer_single_wallet',
  walletUnknown: 'wallet_unknown',
  sameWallet: 'transfer_same_wallet',
} as const;

/** A vendor wallet code as operators configure it (e.g. "PG", "EVO"). */
export const walletCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{1,24}$/, 'wallet_unknown');

/** Member-centre transferFund: between the main wallet and a vendor wallet, either way. */
export const transferFundSchema = z.object({
  from: walletCodeSchema,
  to: walletCodeSchema,
  amount: positiveAmountSchema,
  key: z.string().min(8).max(100),
});
export type TransferFund = z.infer<typeof transferFundSchema>;
/** Brings every vendor wallet's money back to the main wallet. */
export const recallSchema = z.object({ key: z.string().min(8).max(100) });

/**
 * `GET /wps/member/info/funds/consolidated`: every wallet with what is available and what is held
 * (pending withdrawals), and the totals. Point balance, unread messages and promotion counts come
 * from their own features' calls.
 */
export const consolidatedFundsSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  currencyPosition: currencyPositionSchema,
  isSingle: z.number().int(),
  available: amountSchema,
  held: amountSchema,
  total: amountSchema,
  wallets: z.array(z.object({ displayName: z.string(), accountName: z.string(), availBalance: amountSchema, heldBalance: amountSchema })),
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;
