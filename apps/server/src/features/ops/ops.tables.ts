import { bigserial, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every operator action, who asked and what, kept for audit. */
export const opsAudit = pgTable('ops_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  action: varchar('action', { length: 120 }).notNull(),
  actor: varchar('actor', { length: 60 }).notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
