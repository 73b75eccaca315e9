import { z } from 'zod';
import { currencyPositionSchema } from '../system/settings.js';

/** Decimal amounts travel as strings ("12.5000") so no float ever touches money. */
export const amountSchema = z.string().regex(/^-?\d{1,20}(\.\d{1,4})?$/, 'amount_invalid');
/** A positive amount as members type it: at most 4 decimals. */
export const positiveAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,20}(\.\d{1,4})?$/, 'amount_invalid')
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
export const TRANSFER_ERRORS = { uplineOff: 'transfer_upline_unavailable' } as const;
