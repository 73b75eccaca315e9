import { sql } from 'drizzle-orm';
import { bigserial, check, customType, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** What members and visitors report (spec 000 §5 feedback), kept for operators. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** Null for a visitor. */
    memberId: integer('member_id'),
    sender: varchar('sender', { length: 40 }).notNull().default(''),
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    /** Re-encoded by sharp (metadata stripped); only members may attach one. */
    image: bytea('image'),
    imageMime: varchar('image_mime', { length: 16 }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An operator's answer (ADR 030): the member reads it in their feedback history; a later reply replaces it. */
    reply: text('reply'),
    repliedBy: varchar('replied_by', { length: 60 }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('feedback_merchant_created').on(t.merchantId, t.id),
    // The member centre's history (ADR 033): one member's rows, newest first, without scanning the merchant's.
    index('feedback_member_history').on(t.merchantId, t.memberId, t.id),
    check('feedback_type', sql`${t.type} in (0, 1, 2, 3, 4, 6)`),
    check('feedback_image_member', sql`${t.image} is null or ${t.memberId} is not null`),
    check('feedback_reply_member', sql`${t.reply} is null or ${t.memberId} is not null`),
  ],
);
