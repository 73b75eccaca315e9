import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Per-merchant chat settings; a merchant without a row uses the built-in desk with the defaults. */
export const chatSettings = pgTable(
  'chat_settings',
  {
    merchantId: integer('merchant_id').primaryKey(),
    mode: varchar('mode', { length: 10 }).notNull().default('builtin'),
    externalChatUrl: text('external_chat_url'),
    externalVerifyUrl: text('external_verify_url'),
    allowedClubLabels: jsonb('allowed_club_labels').$type<number[] | null>(),
    ratePerMinute: integer('rate_per_minute').notNull().default(20),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_settings_mode', sql`${t.mode} in ('builtin', 'external')`),
    check(
      'chat_settings_external',
      sql`${t.mode} = 'builtin' or (${t.externalChatUrl} is not null and ${t.externalVerifyUrl} is not null)`,
    ),
    check('chat_settings_rate', sql`${t.ratePerMinute} between 1 and 600`),
  ],
);

/** The merchant's support operators with their presence (status plus a heartbeat). */
export const chatOperators = pgTable(
  'chat_operators',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    status: varchar('status', { length: 8 }).notNull().default('offline'),
    maxOpen: integer('max_open').notNull().default(50),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_operators_name').on(t.merchantId, t.name),
    check('chat_operators_status', sql`${t.status} in ('online', 'away', 'offline')`),
    check('chat_operators_max_open', sql`${t.maxOpen} > 0`),
  ],
);

/**
 * One conversation between a member and the merchant's desk. Read receipts are two high-water
 * marks (the last message id each side has read), so unread counts are one indexed count.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    status: varchar('status', { length: 8 }).notNull().default('open'),
    operatorId: integer('operator_id'),
    memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
    operatorReadId: bigint('operator_read_id', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // At most one open conversation per member: two tabs writing at once share it.
    uniqueIndex('chat_conversations_one_open').on(t.merchantId, t.memberId).where(sql`${t.status} = 'open'`),
    index('chat_conversations_member').on(t.merchantId, t.memberId, t.id),
    index('chat_conversations_desk').on(t.merchantId, t.status, t.lastMessageAt),
    check('chat_conversations_status', sql`${t.status} in ('open', 'closed')`),
    check('chat_conversations_closed', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
  ],
);

/** Messages; the member id is repeated so the rate limit and unread counts need no join. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    memberId: integer('member_id').notNull(),
    sender: varchar('sender', { length: 8 }).notNull(),
    operatorId: integer('operator_id'),
    body: text('body').notNull().default(''),
    /** Re-encoded by sharp (metadata stripped); served only to the conversation's member and the desk. */
    image: bytea('image'),
    imageMime: varchar('image_mime', { length: 16 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('chat_messages_conversation').on(t.conversationId, t.id),
    index('chat_messages_member_recent').on(t.merchantId, t.memberId, t.createdAt).where(sql`${t.sender} = 'member'`),
    check('chat_messages_sender', sql`${t.sender} in ('member', 'operator', 'system')`),
    check('chat_messages_content', sql`${t.body} <> '' or ${t.image} is not null`),
    check('chat_messages_body_len', sql`char_length(${t.body}) <= 1000`),
    check('chat_messages_operator', sql`(${t.sender} = 'operator') = (${t.operatorId} is not null)`),
    check('chat_messages_image_mime', sql`(${t.image} is null) = (${t.imageMime} is null)`),
  ],
);

/** Canned replies an operator can send with one click. */
export const chatCannedReplies = pgTable(
  'chat_canned_replies',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_canned_replies_merchant').on(t.merchantId)],
);

/**
 * Short-lived tokens handed to the member for an external provider's verify call; the provider
 * trades one for its vToken and the member's userId. Stored hashed, so a database reader cannot replay one.
 */
export const chatVerifyTokens = pgTable(
  'chat_verify_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_verify_tokens_expiry').on(t.expiresAt)],
);
