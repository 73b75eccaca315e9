import type { NoticeTranslations } from '@arcadia/contract/inbox';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A member's inbox (messageV2). Deleting hides a message; the row stays for the operator's record. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    sendTime: timestamp('send_time', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('inbox_messages_member').on(t.merchantId, t.memberId, t.sendTime),
    // The unread badge is read on every page load.
    index('inbox_messages_unread').on(t.merchantId, t.memberId).where(sql`${t.readAt} is null and ${t.deletedAt} is null`),
  ],
);

/** Site notices (spec 001 §7): types PR, B, PL, PU in a group (default w_promotion), shown between start and end. */
export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    type: varchar('type', { length: 4 }).notNull(),
    groupName: varchar('group_name', { length: 40 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Sanitised HTML (sanitised again on render). */
    content: text('content').notNull(),
    /** Title and content per language (issue 26 /news); the base fields are the fallback. */
    translations: jsonb('translations').$type<NoticeTranslations>().notNull().default({}),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_merchant_group').on(t.merchantId, t.groupName, t.startDate),
    check('notices_type', sql`${t.type} in ('PR', 'B', 'PL', 'PU')`),
    check('notices_window', sql`${t.endDate} is null or ${t.endDate} > ${t.startDate}`),
  ],
);
