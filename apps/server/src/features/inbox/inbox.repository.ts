import { NOTICE_TYPES } from '@arcadia/contract/inbox';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { inboxMessages, notices } from './inbox.tables.js';

export type MessageRow = typeof inboxMessages.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;
export type MessageFilter = { read?: boolean; from?: Date; to?: Date; newestFirst: boolean };

export class InboxRepository {
  constructor(private readonly db: Db) {}

  private mine(merchantId: number, memberId: number): SQL {
    return and(eq(inboxMessages.merchantId, merchantId), eq(inboxMessages.memberId, memberId), isNull(inboxMessages.deletedAt)) as SQL;
  }

  async page(merchantId: number, memberId: number, f: MessageFilter, page: number, size: number) {
    const where = and(
      this.mine(merchantId, memberId),
      f.read === undefined ? undefined : f.read ? gt(inboxMessages.readAt, new Date(0)) : isNull(inboxMessages.readAt),
      f.from ? gte(inboxMessages.sendTime, f.from) : undefined,
      f.to ? lte(inboxMessages.sendTime, f.to) : undefined,
    );
    const order = f.newestFirst
      ? [desc(inboxMessages.sendTime), desc(inboxMessages.id)]
      : [asc(inboxMessages.sendTime), asc(inboxMessages.id)];
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(inboxMessages)
        .where(where)
        .orderBy(...order)
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(inboxMessages).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async unread(merchantId: number, memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(inboxMessages)
      .where(and(this.mine(merchantId, memberId), isNull(inboxMessages.readAt)));
    return row?.n ?? 0;
  }

  async markRead(merchantId: number, memberId: number, ids: number[], at: Date): Promise<number> {
    const rows = await this.db
      .update(inboxMessages)
      .set({ readAt: at })
      .where(and(this.mine(merchantId, memberId), inArray(inboxMessages.id, ids), isNull(inboxMessages.readAt)))
      .returning({ id: inboxMessages.id });
    return rows.length;
  }

  async hide(merchantId: number, memberId: number, ids: number[], at: Date): Promise<number> {
    const rows = await this.db
      .update(inboxMessages)
      .set({ deletedAt: at })
      .where(and(this.mine(merchantId, memberId), inArray(inboxMessages.id, ids)))
      .returning({ id: inboxMessages.id });
    return rows.length;
  }

  async insertMessages(rows: (typeof inboxMessages.$inferInsert)[]): Promise<MessageRow[]> {
    if (!rows.length) return [];
    return this.db.insert(inboxMessages).values(rows).returning();
  }

  private activeNotices(merchantId: number, now: Date, types: string[], groupName?: string): SQL {
    return and(
      eq(notices.merchantId, merchantId),
      inArray(notices.type, types),
      groupName ? eq(notices.groupName, groupName) : undefined,
      lte(notices.startDate, now),
      or(isNull(notices.endDate), gt(notices.endDate, now)),
    ) as SQL;
  }

  async noticePage(merchantId: number, now: Date, types: string[], groupName: string | undefined, page: number, size: number) {
    const where = this.activeNotices(merchantId, now, types, groupName);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(notices)
        .where(where)
        .orderBy(desc(notices.startDate), desc(notices.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(notices).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** One notice inside its window, any type and group (the caller decides who may see its group). */
  async activeNotice(merchantId: number, id: number, now: Date): Promise<NoticeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(notices)
      .where(and(eq(notices.id, id), this.activeNotices(merchantId, now, [...NOTICE_TYPES])))
      .limit(1);
    return row;
  }

  async insertNotice(row: typeof notices.$inferInsert): Promise<NoticeRow> {
    const [inserted] = await this.db.insert(notices).values(row).returning();
    if (!inserted) throw new Error('notice insert returned nothing');
    return inserted;
  }
}
