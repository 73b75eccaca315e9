import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { notifications } from './notifications.tables.js';

export type NotificationRow = typeof notifications.$inferSelect;

export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  async insert(values: typeof notifications.$inferInsert): Promise<NotificationRow> {
    const [row] = await this.db.insert(notifications).values(values).returning();
    if (!row) throw new Error('notification insert returned nothing');
    return row;
  }

  /** Inserts under the sender's key; null when a notice with that key was stored before. */
  async insertOnce(values: typeof notifications.$inferInsert & { dedupeKey: string }): Promise<NotificationRow | null> {
    const [row] = await this.db.insert(notifications).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  after(merchantId: number, memberId: number, afterId: number, limit: number): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.merchantId, merchantId), eq(notifications.memberId, memberId), gt(notifications.id, afterId)))
      .orderBy(asc(notifications.id))
      .limit(limit);
  }

  /** The newest `limit` events, newest first. */
  newest(merchantId: number, memberId: number, limit: number): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.merchantId, merchantId), eq(notifications.memberId, memberId)))
      .orderBy(desc(notifications.id))
      .limit(limit);
  }
}
