import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { NoticeRow } from './inbox.repository.js';
import { notices } from './inbox.tables.js';

/** The console's notice editor: every notice, whatever its dates. */
export class NoticesOpsRepository {
  constructor(private readonly db: Db) {}

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
