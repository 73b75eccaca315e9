import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A merchant's identity provider: ID tokens are checked against this JWKS, issuer and audience. */
export const socialSettings = pgTable('social_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  jwksUrl: varchar('jwks_url', { length: 500 }).notNull(),
  issuer: varchar('issuer', { length: 300 }).notNull(),
  audience: varchar('audience', { length: 300 }).notNull(),
  /** The web adapter script that talks to the provider (e.g. a Firebase Auth wrapper). */
  scriptUrl: varchar('script_url', { length: 500 }),
  /** Public client options handed to the script (apiKey, authDomain, projectId, ...). */
  options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
});

/** A provider identity (the token's `sub`) bound to one member. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
    memberId: integer('member_id').notNull(),
    email: varchar('email', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('social_identities_subject').on(t.merchantId, t.subject),
    index('social_identities_member').on(t.merchantId, t.memberId),
  ],
);
