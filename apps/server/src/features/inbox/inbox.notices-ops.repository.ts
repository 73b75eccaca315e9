import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import type { NoticeRow } from './inbox.repository.js';
import { notices } from './inbox.tables.js';

/** The console's notice editor: every notice, whatever its dates. */
export class NoticesOpsRepository {
  constructor(private readonly db: Db) {}

  /** A new brand's notices, copied from its template in the onboarding transaction (ADR 070). */
  async copyDefaults(tx: Tx, from: number, to: number): Promise<void> {
    const rows = await tx.select().from(notices).where(eq(notices.merchantId, from));
    if (rows.length) await tx.insert(notices).values(rows.map(({ id: _, createdAt: __, ...n }) => ({ ...n, merchantId: to })));
  }

  all(merchantId: number): Promise<NoticeRow[]> {
    return this.db.select().from(notices).where(eq(notices.merchantId, merchantId)).orderBy(desc(notices.startDate), desc(notices.id));
  }

  async update(merchantId: number, id: number, values: Partial<typeof notices.$inferInsert>): Promise<NoticeRow | null> {
    const rows = await this.db
      .update(notices)
      .set(values)
      .where(and(eq(notices.merchantId, merchantId), eq(notices.id, id)))
      .returning();
    return rows[0] ?? null;
  }

  async remove(merchantId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(notices)
      .where(and(eq(notices.merchantId, merchantId), eq(notices.id, id)))
      .returning({ id: notices.id });
    return rows.length > 0;
  }
}
