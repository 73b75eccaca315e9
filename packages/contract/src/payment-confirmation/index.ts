import { z } from 'zod';
import { positiveAmountSchema } from '../wallet/index.js';

/**
 * Person-to-person payment confirmation (spec 001 §2 modal, §3 item and decision, §4 queue,
 * §5 proof, §7 list limit and process call, §9 constants). A payer paid the member outside the
 * platform; the member says whether the money arrived.
 */

/** Spec 001 §9: one list call per 250 ms; the next item shows 0.5 s after an answer. */
export const PAYMENT_LIST_INTERVAL_MS = 250;
export const PAYMENT_QUEUE_DELAY_MS = 500;
/** Spec 001 §5 and §9: the proof image is jpg/jpeg/png of at most 5 MB (5242880 bytes). */
export const PROOF_MAX_BYTES = 5_242_880;
export const PROOF_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const PROOF_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** isAgent codes that see the queue (spec 001 §4, spec 000 §6). */
export const PAYMENT_CONFIRMATION_ACCOUNT_TYPES: readonly number[] = [0, 1, 2];
export const seesPaymentQueue = (isAgent: number | null | undefined) =>
  isAgent != null && PAYMENT_CONFIRMATION_ACCOUNT_TYPES.includes(isAgent);

export const PAYMENT_CONFIRMATION_ERRORS = {
  notFound: 'payment_confirmation_not_found',
  decided: 'payment_confirmation_decided',
  proofRequired: 'payment_proof_required',
  proofType: 'payment_proof_type',
  proofTooLarge: 'payment_proof_too_large',
  autoNotAllowed: 'payment_auto_not_allowed',
  notDisputed: 'payment_confirmation_not_disputed',
} as const;

const yesNo = z.enum(['Y', 'N']);

/** One item of the queue (spec 001 §3), plus when the payer says they paid. */
export const paymentConfirmationItemSchema = z.object({
  payDetailId: z.number().int(),
  isAutoConfirmed: yesNo,
  amount: z.string(),
  remainingAmount: z.string(),
  createdAt: z.string(),
});
export type PaymentConfirmationItem = z.infer<typeof paymentConfirmationItemSchema>;

/** Y received, N not received (with proof), A the auto-confirmation the member let stand. */
export const MONEY_RECEIVED = ['Y', 'N', 'A'] as const;
export type MoneyReceived = (typeof MONEY_RECEIVED)[number];

// base64 of 5 MB plus a data-URL prefix; the exact byte limit is checked after decoding, so the
// member hears "too large" rather than a generic validation error for anything up to this size.
const PROOF_MAX_TEXT = Math.ceil((PROOF_MAX_BYTES * 1.15) / 3) * 4 + 64;

/**
 * The decision payload (spec 001 §3). The proof is a data URL (`data:image/png;base64,...`) or bare
 * base64, as the reward-application pictures of the same spec are sent.
 */
export const processPaymentSchema = z.object({
  isMoneyReceived: z.enum(MONEY_RECEIVED),
  payDetailId: z.number().int().positive(),
  proofOfNotReceive: z.string().max(PROOF_MAX_TEXT).optional(),
});
export type ProcessPayment = z.infer<typeof processPaymentSchema>;

export const PAYMENT_CONFIRMATION_STATUSES = [
  'pending',
  'received',
  'not_received',
  'auto_confirmed',
  'resolved_paid',
  'resolved_unpaid',
] as const;
export const paymentConfirmationStatusSchema = z.enum(PAYMENT_CONFIRMATION_STATUSES);

/** The answer to a decision: what the member decided, and when. */
export const paymentDecisionSchema = z.object({
  payDetailId: z.number().int(),
  isMoneyReceived: z.enum(MONEY_RECEIVED),
  status: paymentConfirmationStatusSchema,
  decidedAt: z.string(),
});
export type PaymentDecision = z.infer<typeof paymentDecisionSchema>;

/** Operator: raise an item for a member (the receiver), paid by another member of the merchant. */
export const createPaymentConfirmationSchema = z.object({
  account: z.string().min(1).max(32),
  payerAccount: z.string().min(1).max(32),
  amount: positiveAmountSchema,
  /** What is still to come to the member for the same withdrawal after this payment. */
  remainingAmount: z
    .string()
    .trim()
    .regex(/^\d{1,20}(\.\d{1,4})?$/, 'amount_invalid')
    .default('0'),
  isAutoConfirmed: yesNo.default('N'),
  reference: z.string().trim().max(64).default(''),
  key: z.string().min(8).max(100),
});

/** Operator: settle a disputed (N) item after checking the proof. */
export const resolvePaymentConfirmationSchema = z.object({
  outcome: z.enum(['paid', 'unpaid']),
  remarks: z.string().max(140).default(''),
});

export const opsPaymentConfirmationSchema = z.object({
  payDetailId: z.number().int(),
  account: z.string(),
  payerAccount: z.string(),
  amount: z.string(),
  remainingAmount: z.string(),
  isAutoConfirmed: yesNo,
  reference: z.string(),
  status: paymentConfirmationStatusSchema,
  isMoneyReceived: z.enum(MONEY_RECEIVED).nullable(),
  hasProof: z.boolean(),
  remarks: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** When the decision's money finished moving (null while pending or disputed). */
  settledAt: z.string().nullable(),
});
export type OpsPaymentConfirmation = z.infer<typeof opsPaymentConfirmationSchema>;
/** Operator list, newest first, optionally of one status. */
export const opsPaymentConfirmationsQuerySchema = z.object({
  status: paymentConfirmationStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
/** The items whose cut-short money movement the finish run completed. */
export const finishUnsettledResultSchema = z.object({ finished: z.array(z.number()) });
