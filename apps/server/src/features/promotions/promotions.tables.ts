import type { BannerTranslations, PopupTranslations, PromotionTranslations } from '@arcadia/contract/promotions';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Spec 001 §3 banner: `url` is the image, `linkage` where a click goes by `linkage_type`. */
export const promoBanners = pgTable(
  'promo_banners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    url: varchar('url', { length: 1000 }).notNull(),
    linkage: varchar('linkage', { length: 1000 }).notNull(),
    linkageType: varchar('linkage_type', { length: 3 }).notNull(),
    roomId: varchar('room_id', { length: 60 }),
    nodeId: varchar('node_id', { length: 60 }),
    vendor: varchar('vendor', { length: 40 }),
    groupName: varchar('group_name', { length: 40 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** Per-language image (issue 29): the request's language, then the merchant's default, then `url`. */
    translations: jsonb('translations').$type<BannerTranslations>().notNull().default({}),
  },
  (t) => [
    index('promo_banners_group').on(t.merchantId, t.groupName, t.sort),
    check('promo_banners_type', sql`${t.linkageType} in ('URL', 'P', 'G')`),
    // A game banner names the vendor whose game it launches.
    check('promo_banners_game', sql`${t.linkageType} <> 'G' or ${t.vendor} is not null`),
  ],
);

/** Spec 001 §3 advertisement popup; `content` is sanitised HTML. */
export const promoPopups = pgTable(
  'promo_popups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    execution: varchar('execution', { length: 1 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** Optional showing window (ADR 029): null start = already showing, null end = until removed. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Per-language title and content (issue 29), sanitised like `content`; fallback as for banners. */
    translations: jsonb('translations').$type<PopupTranslations>().notNull().default({}),
  },
  (t) => [
    index('promo_popups_merchant').on(t.merchantId, t.sort),
    check('promo_popups_execution', sql`${t.execution} in ('A', 'F', 'B')`),
    check('promo_popups_window', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Spec 001 §3 promotion; `content` is sanitised HTML. */
export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    promotionType: varchar('promotion_type', { length: 20 }).notNull(),
    redirect: varchar('redirect', { length: 300 }),
    externalLink: varchar('external_link', { length: 1000 }),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    linkedPromotionId: bigint('linked_promotion_id', { mode: 'number' }),
    remarkRequired: boolean('remark_required').notNull().default(false),
    imageRequired: boolean('image_required').notNull().default(false),
    applicable: boolean('applicable').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** Per-language title, content and images (issue 29), sanitised like `content`; fallback as for banners. */
    translations: jsonb('translations').$type<PromotionTranslations>().notNull().default({}),
  },
  (t) => [
    index('promotions_merchant').on(t.merchantId, t.sort, t.startDate),
    check('promotions_window', sql`${t.endDate} is null or ${t.endDate} > ${t.startDate}`),
  ],
);

/**
 * A member's application for a promotion's reward (sign-up request reward). One open or approved
 * application per member and promotion; a rejected one may be followed by a new application.
 */
export const rewardApplications = pgTable(
  'reward_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    remarks: varchar('remarks', { length: 140 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('PENDING'),
    bonus: numeric('bonus', { precision: 24, scale: 4 }),
    turnoverRequired: numeric('turnover_required', { precision: 24, scale: 4 }),
    decisionRemarks: varchar('decision_remarks', { length: 300 }),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** An operator's waiver of the wagering requirement (the ops audit keeps who and the before/after). */
    wageringWaivedAt: timestamp('wagering_waived_at', { withTimezone: true }),
    wageringWaiveRemarks: varchar('wagering_waive_remarks', { length: 300 }),
  },
  (t) => [
    index('reward_applications_merchant').on(t.merchantId, t.status, t.id),
    uniqueIndex('reward_applications_open').on(t.merchantId, t.memberId, t.promotionId).where(sql`${t.status} in ('PENDING', 'APPROVED')`),
    check('reward_applications_status', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    // An approval always carries its paid bonus and the wagering requirement the member sees.
    check('reward_applications_paid', sql`${t.status} <> 'APPROVED' or (${t.bonus} > 0 and ${t.turnoverRequired} >= 0)`),
  ],
);

/** The re-encoded pictures of an application (no metadata), for the operator's review. */
export const rewardApplicationImages = pgTable(
  'reward_application_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => rewardApplications.id),
    mime: varchar('mime', { length: 20 }).notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [index('reward_application_images_app').on(t.applicationId)],
);
