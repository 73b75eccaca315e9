import { integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** One live image captcha per client; answered once, right or wrong. */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** The device id of the browser that was shown the image, else its IP. */
    clientKey: varchar('client_key', { length: 80 }).notNull(),
    answerHash: varchar('answer_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('captcha_challenges_client').on(t.merchantId, t.clientKey)],
);
