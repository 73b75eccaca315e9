import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value),
});

/** A merchant's identity rules (docs/adr/066-kyc.md); no row = the defaults, every threshold off. */
export const kycSettings = pgTable('kyc_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  minimumAge: integer('minimum_age').notNull().default(18),
  dobRequired: boolean('dob_required').notNull().default(false),
  withdrawBasicOver: numeric('withdraw_basic_over', { precision: 24, scale: 4 }),
  withdrawFullOver: numeric('withdraw_full_over', { precision: 24, scale: 4 }),
  depositsFullOver: numeric('deposits_full_over', { precision: 24, scale: 4 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The date of birth a member gave at registration. Kept here, not in accounts: it is identity data
 * with its own retention and access rules, read only by the age check and the review queue.
 */
export const kycMembers = pgTable(
  'kyc_members',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId] })],
);

/** One uploaded document and the operator's decision on it; a new upload of a type is a new row. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('PENDING'),
    reason: varchar('reason', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: varchar('decided_by', { length: 40 }),
    /** The identity number the member typed with an identity document (normalised); null when none. */
    idNumber: varchar('id_number', { length: 30 }),
  },
  (t) => [
    index('kyc_documents_member').on(t.merchantId, t.memberId, t.type),
    index('kyc_documents_id_number').on(t.merchantId, t.idNumber).where(sql`${t.idNumber} is not null`),
    index('kyc_documents_queue').on(t.merchantId, t.status, t.id),
    check('kyc_documents_type', sql`${t.type} in ('ID_FRONT', 'ID_BACK', 'PROOF_OF_ADDRESS', 'SELFIE')`),
    check('kyc_documents_status', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED', 'MORE_REQUESTED')`),
  ],
);

/** The re-encoded image (no metadata), apart from the list so the queue never loads bytes. */
export const kycDocumentImages = pgTable('kyc_document_images', {
  documentId: bigint('document_id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  mime: varchar('mime', { length: 16 }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
});
