import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { feedback } from './feedback.tables.js';

export type FeedbackRow = typeof feedback.$inferSelect;
export type FeedbackSummaryRow = Omit<FeedbackRow, 'image'> & { hasImage: boolean };

export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  async insert(values: typeof feedback.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(feedback).values(values).returning({ id: feedback.id });
    if (!row) throw new Error('feedback insert returned nothing');
    return row.id;
  }

  async page(merchantId: number, page: number, size: number): Promise<{ rows: FeedbackSummaryRow[]; total: number }> {
    const { image: _image, ...columns } = feedback;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: columns.id,
          merchantId: columns.merchantId,
          memberId: columns.memberId,
          sender: columns.sender,
          type: columns.type,
          content: columns.content,
          imageMime: columns.imageMime,
          ip: columns.ip,
          createdAt: columns.createdAt,
          reply: columns.reply,
          repliedBy: columns.repliedBy,
          repliedAt: columns.repliedAt,
        })
        .from(feedback)
        .where(eq(feedback.merchantId, merchantId))
        .orderBy(desc(feedback.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(feedback).where(eq(feedback.merchantId, merchantId)),
    ]);
    return { rows: rows.map((r) => ({ ...r, hasImage: r.imageMime !== null })), total: total?.n ?? 0 };
  }

  async image(merchantId: number, id: number): Promise<{ image: Buffer; mime: string } | null> {
    const [row] = await this.db
      .select({ image: feedback.image, mime: feedback.imageMime })
      .from(feedback)
      .where(and(eq(feedback.merchantId, merchantId), eq(feedback.id, id)))
      .limit(1);
    return row?.image && row.mime ? { image: row.image, mime: row.mime } : null;
  }

  /** One member's own feedback, newest first (the member centre's history). */
  async pageOfMember(merchantId: number, memberId: number, page: number, size: number) {
    const where = and(eq(feedback.merchantId, merchantId), eq(feedback.memberId, memberId));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: feedback.id,
          type: feedback.type,
          content: feedback.content,
          createdAt: feedback.createdAt,
          reply: feedback.reply,
          repliedAt: feedback.repliedAt,
        })
        .from(feedback)
        .where(where)
        .orderBy(desc(feedback.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(feedback).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async one(merchantId: number, id: number) {
    const [row] = await this.db
      .select({
        id: feedback.id,
        memberId: feedback.memberId,
        reply: feedback.reply,
        repliedBy: feedback.repliedBy,
        repliedAt: feedback.repliedAt,
      })
      .from(feedback)
      .where(and(eq(feedback.merchantId, merchantId), eq(feedback.id, id)))
      .limit(1);
    return row ?? null;
  }

  async setReply(merchantId: number, id: number, reply: string, repliedBy: string, repliedAt: Date): Promise<void> {
    await this.db
      .update(feedback)
      .set({ reply, repliedBy, repliedAt })
      .where(and(eq(feedback.merchantId, merchantId), eq(feedback.id, id)));
  }
}
