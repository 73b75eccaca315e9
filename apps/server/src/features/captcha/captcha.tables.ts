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

/**
 * One slider challenge (ADR 057): issued by `GET /wps/captcha/geetest`, bound to the client that
 * saw it. Arcadia's puzzle keeps its answer here (so any instance can check it); `attemptedAt`
 * makes the drag answerable once, `passHash` is the pass the request that needs the slider spends
 * once. Geetest v3 challenges are kept too, so a challenge this server never issued is refused.
 */
export const sliderChallenges = pgTable(
  'slider_challenges',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    challenge: varchar('challenge', { length: 64 }).notNull(),
    clientKey: varchar('client_key', { length: 80 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** The hole's left edge in image pixels (puzzle only). */
    answerX: integer('answer_x'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    passHash: varchar('pass_hash', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('slider_challenges_challenge').on(t.merchantId, t.challenge)],
);
