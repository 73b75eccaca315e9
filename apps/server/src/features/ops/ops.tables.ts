import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Every operator action, who asked and what, kept for audit. Append-only (a trigger refuses UPDATE and DELETE). */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    action: varchar('action', { length: 120 }).notNull(),
    /** The operator's username, or 'ops-token' for the platform machine credential. */
    actor: varchar('actor', { length: 60 }).notNull(),
    operatorId: integer('operator_id'),
    ip: varchar('ip', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ops_audit_merchant_time').on(t.merchantId, t.createdAt)],
);

/** Console accounts, separate from members. merchant_id null: a platform super-operator. */
export const opsOperators = pgTable(
  'ops_operators',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id'),
    username: varchar('username', { length: 40 }).notNull(),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    role: varchar('role', { length: 12 }).notNull(),
    /** Sealed (`v1:<key id>:…`, ADR 040): longer than the base32 secret it holds. */
    totpSecret: text('totp_secret').notNull(),
    /** The last TOTP time step accepted, so a code works once. */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    disabled: smallint('disabled').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ops_operators_username').on(sql`lower(${t.username})`),
    check('ops_operators_role', sql`${t.role} in ('admin', 'finance', 'content', 'support', 'read-only')`),
  ],
);

/** Console sessions: only the SHA-256 of the token is kept. */
export const opsSessions = pgTable(
  'ops_sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => opsOperators.id, { onDelete: 'cascade' }),
    ip: varchar('ip', { length: 64 }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('ops_sessions_operator').on(t.operatorId)],
);

/** Addresses (or CIDR blocks) a merchant's operators may sign in and work from; none listed: any. */
export const opsIpAllow = pgTable(
  'ops_ip_allow',
  {
    merchantId: integer('merchant_id').notNull(),
    entry: varchar('entry', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.entry] })],
);
