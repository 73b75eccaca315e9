import { and, count, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { kycDocumentImages, kycDocuments, kycMembers, kycSettings } from './kyc.tables.js';

export type KycSettingsRow = typeof kycSettings.$inferSelect;
export type KycDocumentRow = typeof kycDocuments.$inferSelect;
export type KycImageRow = typeof kycDocumentImages.$inferSelect;
type NewImage = Omit<typeof kycDocumentImages.$inferInsert, 'documentId' | 'merchantId'>;

/** The only place with queries on the KYC tables; every query is scoped by merchant. */
export class KycRepository {
  constructor(private readonly db: Db) {}

  async settings(merchantId: number): Promise<KycSettingsRow | null> {
    const [row] = await this.db.select().from(kycSettings).where(eq(kycSettings.merchantId, merchantId));
    return row ?? null;
  }

  async saveSettings(values: typeof kycSettings.$inferInsert): Promise<KycSettingsRow> {
    const { merchantId: _m, ...set } = values;
    const [row] = await this.db.insert(kycSettings).values(values).onConflictDoUpdate({ target: kycSettings.merchantId, set }).returning();
    return row!;
  }

  async recordBirth(merchantId: number, memberId: number, dateOfBirth: string, at: Date): Promise<void> {
    await this.db.insert(kycMembers).values({ merchantId, memberId, dateOfBirth, createdAt: at }).onConflictDoNothing();
  }

  /** Inserts the document and its image together: a listed document always has an image. */
  async insertDocument(values: typeof kycDocuments.$inferInsert, image: NewImage): Promise<KycDocumentRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(kycDocuments).values(values).returning();
      await tx.insert(kycDocumentImages).values({ ...image, documentId: row!.id, merchantId: values.merchantId });
      return row!;
    });
  }

  /** Every document of a member, newest first. */
  documentsOf(merchantId: number, memberId: number): Promise<KycDocumentRow[]> {
    return this.db
      .select()
      .from(kycDocuments)
      .where(and(eq(kycDocuments.merchantId, merchantId), eq(kycDocuments.memberId, memberId)))
      .orderBy(desc(kycDocuments.id));
  }

  async approvedTypes(merchantId: number, memberIds: number[]): Promise<{ memberId: number; type: string }[]> {
    if (memberIds.length === 0) return [];
    return this.db
      .selectDistinct({ memberId: kycDocuments.memberId, type: kycDocuments.type })
      .from(kycDocuments)
      .where(and(eq(kycDocuments.merchantId, merchantId), inArray(kycDocuments.memberId, memberIds), eq(kycDocuments.status, 'APPROVED')));
  }

  /** Members who gave this (normalised) identity number with a document an operator has not rejected. */
  async membersWithIdNumber(merchantId: number, idNumber: string): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ memberId: kycDocuments.memberId })
      .from(kycDocuments)
      .where(and(eq(kycDocuments.merchantId, merchantId), eq(kycDocuments.idNumber, idNumber), ne(kycDocuments.status, 'REJECTED')));
    return rows.map((r) => r.memberId);
  }

  /** The identity numbers a member gave (not rejected): what a shared exclusion register records. */
  async idNumbersOf(merchantId: number, memberId: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ idNumber: kycDocuments.idNumber })
      .from(kycDocuments)
      .where(
        and(
          eq(kycDocuments.merchantId, merchantId),
          eq(kycDocuments.memberId, memberId),
          isNotNull(kycDocuments.idNumber),
          ne(kycDocuments.status, 'REJECTED'),
        ),
      );
    return rows.map((r) => r.idNumber!);
  }

  async byId(merchantId: number, id: number): Promise<KycDocumentRow | null> {
    const [row] = await this.db
      .select()
      .from(kycDocuments)
      .where(and(eq(kycDocuments.merchantId, merchantId), eq(kycDocuments.id, id)));
    return row ?? null;
  }

  async image(merchantId: number, id: number): Promise<KycImageRow | null> {
    const [row] = await this.db
      .select()
      .from(kycDocumentImages)
      .where(and(eq(kycDocumentImages.merchantId, merchantId), eq(kycDocumentImages.documentId, id)));
    return row ?? null;
  }

  /** The review queue, oldest first (first come, first reviewed). */
  async queue(merchantId: number, status: string, page: number, size: number): Promise<{ rows: KycDocumentRow[]; total: number }> {
    const where = and(eq(kycDocuments.merchantId, merchantId), eq(kycDocuments.status, status));
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(kycDocuments)
        .where(where)
        .orderBy(kycDocuments.id)
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(kycDocuments).where(where),
    ]);
    return { rows, total: Number(counted?.n ?? 0) };
  }

  /**
   * Moves a pending document to the operator's decision and runs `inTx` (the member's notice into
   * the outbox) in the same transaction. Null when it was not pending any more (a second operator).
   */
  decide(
    merchantId: number,
    id: number,
    change: { status: string; reason: string | null; decidedAt: Date; decidedBy: string },
    inTx: (tx: Tx, row: KycDocumentRow) => Promise<void>,
  ): Promise<KycDocumentRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(kycDocuments)
        .set(change)
        .where(and(eq(kycDocuments.merchantId, merchantId), eq(kycDocuments.id, id), eq(kycDocuments.status, 'PENDING')))
        .returning();
      if (row) await inTx(tx, row);
      return row ?? null;
    });
  }
}
