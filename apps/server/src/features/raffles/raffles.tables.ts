import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A raffle's claim window and prize table, with the committed seed its draws derive from. */
export const raffleSchedules = pgTable(
  'raffle_schedules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    prizeType: varchar('prize_type', { length: 10 }).notNull(),
    display: varchar('display', { length: 20 }).notNull(),
    prizes: jsonb('prizes').$type<{ amount: string; weight: number }[]>().notNull(),
    /** 32 random bytes (hex); its SHA-256 is published while the raffle runs. */
    seed: varchar('seed', { length: 64 }).notNull(),
    seedHash: varchar('seed_hash', { length: 64 }).notNull(),
  },
  (t) => [
    index('raffle_schedules_due').on(t.merchantId, t.dueAt),
    check('raffle_schedules_window', sql`${t.dueAt} > ${t.startAt}`),
    check('raffle_schedules_prize', sql`${t.prizeType} in ('TICKET', 'POINT', 'BONUS')`),
  ],
);

/** Each member's one claim of a schedule: the unique index makes a second (or racing) claim fail. */
export const raffleClaims = pgTable(
  'raffle_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    scheduleId: bigint('schedule_id', { mode: 'number' })
      .notNull()
      .references(() => raffleSchedules.id),
    roll: varchar('roll', { length: 20 }).notNull(),
    prizeIndex: integer('prize_index').notNull(),
    amount: numeric('amount', { precision: 24, scale: 4 }).notNull(),
    ticketId: varchar('ticket_id', { length: 40 }),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('raffle_claims_once').on(t.merchantId, t.scheduleId, t.memberId),
    check('raffle_claims_amount', sql`${t.amount} > 0`),
  ],
);
