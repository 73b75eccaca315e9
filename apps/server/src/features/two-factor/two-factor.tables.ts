import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A member's second factors: G authenticator (secret), E e-mail, S SMS (number), P payee name. */
export const twoFactorMethods = pgTable(
  'two_factor_methods',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    method: varchar('method', { length: 1 }).notNull(),
    /** The base32 TOTP secret (G only), sealed (`v1:<key id>:…`, platform/crypto/secret-box.ts, ADR 040). */
    secret: text('secret'),
    /** The e-mail, the phone as "cc:number", or the payee name. */
    value: varchar('value', { length: 120 }),
    /** G is pending until the member proves the app with a first code. */
    confirmed: boolean('confirmed').notNull().default(false),
    /** The last TOTP time step accepted: a code of that step or older is refused (no replay). */
    lastTimeStep: bigint('last_time_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('two_factor_methods_member').on(t.merchantId, t.memberId, t.method)],
);

/** One-time recovery codes for a lost authenticator, stored hashed. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_member').on(t.merchantId, t.memberId)],
);

/** E-mailed codes (login and enrolment); SMS codes live in the verification feature. */
export const twoFactorMailCodes = pgTable(
  'two_factor_mail_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    purpose: varchar('purpose', { length: 10 }).notNull(),
    email: varchar('email', { length: 120 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('two_factor_mail_codes_live').on(t.merchantId, t.memberId, t.purpose)],
);

/**
 * Proof that a login passed its first factor, handed out with login_verify_required so the
 * two-factor modal can request codes and finish without sending the password again.
 */
export const twoFactorChallenges = pgTable('two_factor_challenges', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: integer('member_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Wrong second factors in a row, per member; counted apart from the password counters. */
export const twoFactorGuards = pgTable(
  'two_factor_guards',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    failures: smallint('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_guards_member').on(t.merchantId, t.memberId)],
);

/** Which methods a merchant requires at login (empty: only what members enrolled themselves). */
export const twoFactorPolicies = pgTable('two_factor_policies', {
  merchantId: integer('merchant_id').primaryKey(),
  required: varchar('required', { length: 1 }).array().notNull().default(sql`'{}'`),
});
