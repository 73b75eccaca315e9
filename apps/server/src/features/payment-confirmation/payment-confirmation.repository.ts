import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { paymentConfirmations, paymentProofs } from './payment-confirmation.tables.js';

export type ConfirmationRow = typeof paymentConfirmations.$inferSelect;
export type ProofRow = typeof paymentProofs.$inferSelect;
type Status = ConfirmationRow['status'];

/** The only place with queries on the payment-confirmation tables; every query is scoped by merchant. */
export class PaymentConfirmationRepository {
  constructor(private readonly db: Db) {}

  /** Inserts unless this key was used already; returns the item either way. */
  async insertOnce(values: typeof paymentConfirmations.$inferInsert): Promise<{ row: ConfirmationRow; created: boolean }> {
    const [created] = await this.db.insert(paymentConfirmations).values(values).onConflictDoNothing().returning();
    if (created) return { row: created, created: true };
    const [row] = await this.db
      .select()
      .from(paymentConfirmations)
      .where(and(eq(paymentConfirmations.merchantId, values.merchantId), eq(paymentConfirmations.clientKey, values.clientKey)));
    if (!row) throw new Error('payment confirmation vanished');
    return { row, created: false };
  }

  async setHold(id: number, holdId: number): Promise<void> {
    await this.db.update(paymentConfirmations).set({ holdId }).where(eq(paymentConfirmations.id, id));
  }

  async remove(id: number): Promise<void> {
    await this.db.delete(paymentConfirmations).where(eq(paymentConfirmations.id, id));
  }

  async byId(merchantId: number, id: number): Promise<ConfirmationRow | null> {
    const [row] = await this.db
      .select()
      .from(paymentConfirmations)
      .where(and(eq(paymentConfirmations.merchantId, merchantId), eq(paymentConfirmations.id, id)));
    return row ?? null;
  }

  /** The member's queue, oldest first, only items whose money is held (fully raised). */
  pending(merchantId: number, memberId: number, limit = 100): Promise<ConfirmationRow[]> {
    return this.db
      .select()
      .from(paymentConfirmations)
      .where(
        and(
          eq(paymentConfirmations.merchantId, merchantId),
          eq(paymentConfirmations.memberId, memberId),
          eq(paymentConfirmations.status, 'pending'),
          isNotNull(paymentConfirmations.holdId),
        ),
      )
      .orderBy(asc(paymentConfirmations.id))
      .limit(limit);
  }

  list(merchantId: number, status: Status | undefined, limit: number): Promise<ConfirmationRow[]> {
    const where = status
      ? and(eq(paymentConfirmations.merchantId, merchantId), eq(paymentConfirmations.status, status))
      : eq(paymentConfirmations.merchantId, merchantId);
    return this.db.select().from(paymentConfirmations).where(where).orderBy(desc(paymentConfirmations.id)).limit(limit);
  }

  /**
   * Moves a pending item of this member to the member's decision, with the proof of a "not
   * received" in the same transaction. Null when the item was not pending any more.
   */
  async decide(
    merchantId: number,
    memberId: number,
    id: number,
    change: { status: Status; isMoneyReceived: string; decidedAt: Date },
    proof: Omit<typeof paymentProofs.$inferInsert, 'confirmationId' | 'merchantId'> | null,
  ): Promise<ConfirmationRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(paymentConfirmations)
        .set(change)
        .where(
          and(
            eq(paymentConfirmations.merchantId, merchantId),
            eq(paymentConfirmations.memberId, memberId),
            eq(paymentConfirmations.id, id),
            eq(paymentConfirmations.status, 'pending'),
            isNotNull(paymentConfirmations.holdId),
          ),
        )
        .returning();
      if (row && proof) await tx.insert(paymentProofs).values({ ...proof, confirmationId: id, merchantId });
      return row ?? null;
    });
  }

  /** Gives a claimed decision back when its money could not move, so the member can answer again. */
  async undoDecision(merchantId: number, id: number, status: Status): Promise<void> {
    await this.db
      .update(paymentConfirmations)
      .set({ status: 'pending', isMoneyReceived: null, decidedAt: null })
      .where(
        and(eq(paymentConfirmations.merchantId, merchantId), eq(paymentConfirmations.id, id), eq(paymentConfirmations.status, status)),
      );
  }

  /** An operator's outcome for a disputed item; null when it was not disputed (or resolved already). */
  async resolve(merchantId: number, id: number, status: Status, remarks: string, at: Date): Promise<ConfirmationRow | null> {
    const [row] = await this.db
      .update(paymentConfirmations)
      .set({ status, remarks, resolvedAt: at })
      .where(
        and(
          eq(paymentConfirmations.merchantId, merchantId),
          eq(paymentConfirmations.id, id),
          eq(paymentConfirmations.status, 'not_received'),
        ),
      )
      .returning();
    return row ?? null;
  }

  async markSettled(id: number, at: Date): Promise<void> {
    await this.db
      .update(paymentConfirmations)
      .set({ settledAt: at })
      .where(and(eq(paymentConfirmations.id, id), isNull(paymentConfirmations.settledAt)));
  }

  /** Decided items whose money has not finished moving (a crash between the answer and the wallet). */
  unsettled(merchantId: number, before: Date): Promise<ConfirmationRow[]> {
    return this.db
      .select()
      .from(paymentConfirmations)
      .where(
        and(
          eq(paymentConfirmations.merchantId, merchantId),
          isNull(paymentConfirmations.settledAt),
          or(
            and(inArray(paymentConfirmations.status, ['received', 'auto_confirmed']), lt(paymentConfirmations.decidedAt, before)),
            and(inArray(paymentConfirmations.status, ['resolved_paid', 'resolved_unpaid']), lt(paymentConfirmations.resolvedAt, before)),
          ),
        ),
      )
      .orderBy(asc(paymentConfirmations.id))
      .limit(500);
  }

  async proof(merchantId: number, id: number): Promise<ProofRow | null> {
    const [row] = await this.db
      .select()
      .from(paymentProofs)
      .where(and(eq(paymentProofs.merchantId, merchantId), eq(paymentProofs.confirmationId, id)));
    return row ?? null;
  }

  async proofIds(merchantId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: paymentProofs.confirmationId })
      .from(paymentProofs)
      .where(and(eq(paymentProofs.merchantId, merchantId), inArray(paymentProofs.confirmationId, ids)));
    return new Set(rows.map((r) => r.id));
  }
}
