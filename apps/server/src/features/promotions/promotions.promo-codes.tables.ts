import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * A promo code an operator created (docs/adr/058). The terms are fixed once created; only `enabled`
 * changes. `used_count` is raised by the redemption's conditional update, so the last use is taken
 * by exactly one member and the CHECK keeps it from ever passing `max_uses`.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** Stored upper-case: codes are typed by hand and compare case-insensitively. */
    code: varchar('code', { length: 32 }).notNull(),
    bonus: numeric('bonus', { precision: 24, scale: 4 }).notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull(),
    remarks: varchar('remarks', { length: 200 }).notNull().default(''),
    createdBy: varchar('created_by', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('promo_codes_code').on(t.merchantId, t.code),
    check('promo_codes_bonus', sql`${t.bonus} > 0 and ${t.turnoverMultiplier} >= 0`),
    check('promo_codes_uses', sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses})`),
    check('promo_codes_window', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * One member's redemption of a code: unique per member and code (a member redeems a code once),
 * written in the transaction that credits the wallet. Its bonus and requirement count towards the
 * member's wagering like an approved reward application's.
 */
export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    codeId: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => promoCodes.id),
    memberId: integer('member_id').notNull(),
    bonus: numeric('bonus', { precision: 24, scale: 4 }).notNull(),
    turnoverRequired: numeric('turnover_required', { precision: 24, scale: 4 }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('promo_code_redemptions_member').on(t.merchantId, t.codeId, t.memberId),
    index('promo_code_redemptions_wagering').on(t.merchantId, t.memberId, t.redeemedAt),
  ],
);
