import { bigserial, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Opaque tokens, stored only as SHA-256 hashes (ARCHITECTURE.md §1). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    kind: varchar('kind', { length: 16 }).notNull().default('member'),
    isAgent: smallint('is_agent').notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    device: varchar('device', { length: 16 }).notNull(),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 24 }),
  },
  (t) => [index('sessions_member').on(t.merchantId, t.memberId)],
);

/**
 * Failed sign-in attempts, one row each, counted over a rolling hour. `scope` is account or ip;
 * `kind` separates passwords from one-time codes so one path cannot lock the other.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    scope: varchar('scope', { length: 8 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    subject: varchar('subject', { length: 80 }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_failures_lookup').on(t.merchantId, t.scope, t.kind, t.subject, t.occurredAt)],
);
