import { z } from 'zod';
import { amountSchema } from '../wallet/index.js';

export const RAFFLE_ERRORS = {
  notFound: 'raffle_not_found',
  notStarted: 'raffle_not_started',
  ended: 'raffle_ended',
  claimed: 'raffle_already_claimed',
} as const;

/** Spec 001 §3: prize type TICKET, POINT or other bonus; shown as GOLDEN_EGG, PRIZE_WHEEL or else a red envelope. */
export const RAFFLE_PRIZE_TYPES = ['TICKET', 'POINT', 'BONUS'] as const;
export const RAFFLE_DISPLAYS = ['GOLDEN_EGG', 'PRIZE_WHEEL', 'RED_ENVELOPE'] as const;
export const rafflePrizeTypeSchema = z.enum(RAFFLE_PRIZE_TYPES);
export const raffleDisplaySchema = z.enum(RAFFLE_DISPLAYS);

/** Spec 000 §3 raffle prompt and status; `time` is the start, `due` the end of the claim window. */
export const raffleStatusSchema = z.object({
  promotionId: z.number().int(),
  raffleScheduleId: z.number().int(),
  isClaimed: z.boolean(),
  hasStarted: z.boolean(),
  hasEnded: z.boolean(),
  time: z.string(),
  due: z.string(),
  display: raffleDisplaySchema,
  /** SHA-256 of the schedule's draw seed, published before any draw (revealed when it ends). */
  seedHash: z.string(),
});
export type RaffleStatus = z.infer<typeof raffleStatusSchema>;

export const raffleClaimInputSchema = z.object({ promotionId: z.number().int().positive(), raffleScheduleId: z.number().int().positive() });

export const raffleTicketSchema = z.object({
  id: z.number().int(),
  ticketId: z.string(),
  transactionId: z.number().int().nullable(),
  startDateStr: z.string(),
  endDateStr: z.string(),
});
export const rafflePrizeSchema = z.object({
  type: rafflePrizeTypeSchema,
  value: raffleDisplaySchema,
  amount: amountSchema,
  ticket: raffleTicketSchema.nullable(),
});
export type RafflePrize = z.infer<typeof rafflePrizeSchema>;

export const raffleScheduleInputSchema = z
  .object({
    promotionId: z.number().int().positive(),
    /** Defaults to now. */
    startAt: z.iso.datetime().optional(),
    /** Defaults to a week after the start. */
    dueAt: z.iso.datetime().optional(),
    prizeType: rafflePrizeTypeSchema.default('BONUS'),
    display: raffleDisplaySchema.default('RED_ENVELOPE'),
    /** The prize table: each amount is drawn with probability weight / sum of weights. */
    prizes: z
      .array(z.object({ amount: amountSchema, weight: z.number().int().min(1).max(1_000_000) }))
      .min(1)
      .max(50),
  })
  .refine((v) => !v.startAt || !v.dueAt || new Date(v.dueAt) > new Date(v.startAt), {
    message: 'dueAt must be after startAt',
    path: ['dueAt'],
  });
export type RaffleScheduleInput = z.infer<typeof raffleScheduleInputSchema>;

export const raffleScheduleSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  startAt: z.string(),
  dueAt: z.string(),
  prizeType: rafflePrizeTypeSchema,
  display: raffleDisplaySchema,
  prizes: z.array(z.object({ amount: amountSchema, weight: z.number().int() })),
  seedHash: z.string(),
  /** Revealed only once the schedule is due, so nobody can precompute a draw while it runs. */
  seed: z.string().nullable(),
});

/** One audited draw: anyone holding the revealed seed can recompute `roll` and the prize from it. */
export const raffleDrawSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  roll: z.string(),
  prizeIndex: z.number().int(),
  amount: amountSchema,
  transactionId: z.number().int().nullable(),
  createdAt: z.string(),
});
export const raffleAuditSchema = z.object({ schedule: raffleScheduleSchema, draws: z.array(raffleDrawSchema) });
