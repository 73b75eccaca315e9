import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { financeAdjustments, financeSettings } from './finance.tables.js';

export type AdjustmentRow = typeof financeAdjustments.$inferSelect;
type Q = Db | Tx;

/** The only place with queries on the finance tables. */
export class FinanceRepository {
  constructor(readonly db: Db) {}

  /**
   * One transaction for a service's steps on these tables; the service hands `tx` on (e.g. to the
   * wallet) so they all commit or roll back together. The handle itself stays in this file.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async threshold(merchantId: number): Promise<string | null> {
    const [row] = await this.db.select().from(financeSettings).where(eq(financeSettings.merchantId, merchantId)).limit(1);
    return row?.approvalThreshold ?? null;
  }

  async saveThreshold(merchantId: number, approvalThreshold: string, at: Date): Promise<void> {
    await this.db
      .insert(financeSettings)
      .values({ merchantId, approvalThreshold, updatedAt: at })
      .onConflictDoUpdate({ target: financeSettings.merchantId, set: { approvalThreshold, updatedAt: at } });
  }

  /**
   * Inserts the adjustment unless its key was used or its reference already waits (two clicks at
   * once); answers the row either way (and whether it is new).
   */
  async insert(row: typeof financeAdjustments.$inferInsert, q: Q = this.db): Promise<{ row: AdjustmentRow; created: boolean }> {
    const [created] = await q.insert(financeAdjustments).values(row).onConflictDoNothing().returning();
    if (created) return { row: created, created: true };
    const [prior] = await q
      .select()
      .from(financeAdjustments)
      .where(and(eq(financeAdjustments.merchantId, row.merchantId), eq(financeAdjustments.requestKey, row.requestKey)))
      .limit(1);
    if (prior) return { row: prior, created: false };
    const [waiting] = await q
      .select()
      .from(financeAdjustments)
      .where(
        and(
          eq(financeAdjustments.merchantId, row.merchantId),
          eq(financeAdjustments.reference, row.reference ?? ''),
          eq(financeAdjustments.status, 'pending'),
        ),
      )
      .limit(1);
    return { row: waiting!, created: false };
  }

  /** Marks the adjustment applied with the wallet transaction that moved the money. */
  async applied(q: Q, id: number, transactionId: number | null, at: Date): Promise<AdjustmentRow> {
    const [row] = await q
      .update(financeAdjustments)
      .set({ status: 'applied', transactionId, decidedAt: at })
      .where(eq(financeAdjustments.id, id))
      .returning();
    return row!;
  }

  /** The request of this thing that waits for a second operator, if any (at most one: a unique index). */
  async pendingFor(merchantId: number, reference: string): Promise<AdjustmentRow | null> {
    const [row] = await this.db
      .select()
      .from(financeAdjustments)
      .where(
        and(
          eq(financeAdjustments.merchantId, merchantId),
          eq(financeAdjustments.reference, reference),
          eq(financeAdjustments.status, 'pending'),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async byKey(merchantId: number, requestKey: string): Promise<AdjustmentRow | null> {
    const [row] = await this.db
      .select()
      .from(financeAdjustments)
      .where(and(eq(financeAdjustments.merchantId, merchantId), eq(financeAdjustments.requestKey, requestKey)))
      .limit(1);
    return row ?? null;
  }

  async get(merchantId: number, id: number, q: Q = this.db): Promise<AdjustmentRow | null> {
    const [row] = await q
      .select()
      .from(financeAdjustments)
      .where(and(eq(financeAdjustments.merchantId, merchantId), eq(financeAdjustments.id, id)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Claims a pending request for a decision, only if nobody decided it yet and the decider is not
   * the requester. The row lock makes a second, simultaneous decision wait and then find nothing.
   * An approval stays `pending` here until the wallet has moved (`applied`), in the same transaction.
   */
  async decide(
    q: Q,
    merchantId: number,
    id: number,
    d: { status: 'pending' | 'rejected'; decidedBy: string; decidedById: number | null; note: string; at: Date },
  ): Promise<AdjustmentRow | null> {
    const [row] = await q
      .update(financeAdjustments)
      .set({ status: d.status, decidedBy: d.decidedBy, decidedById: d.decidedById, decisionNote: d.note, decidedAt: d.at })
      .where(
        and(
          eq(financeAdjustments.merchantId, merchantId),
          eq(financeAdjustments.id, id),
          eq(financeAdjustments.status, 'pending'),
          isNull(financeAdjustments.decidedBy),
          ne(financeAdjustments.requestedBy, d.decidedBy),
        ),
      )
      .returning();
    return row ?? null;
  }

  async list(merchantId: number, f: { status?: string; kind?: string; memberId?: number; page: number; size: number }) {
    const where = and(
      eq(financeAdjustments.merchantId, merchantId),
      f.status ? eq(financeAdjustments.status, f.status) : undefined,
      f.kind ? eq(financeAdjustments.kind, f.kind) : undefined,
      f.memberId !== undefined ? eq(financeAdjustments.memberId, f.memberId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(financeAdjustments)
        .where(where)
        .orderBy(desc(financeAdjustments.id))
        .limit(f.size)
        .offset((f.page - 1) * f.size),
      this.db.select({ n: count() }).from(financeAdjustments).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }
}
