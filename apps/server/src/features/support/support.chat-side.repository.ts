import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { chatCannedReplies, chatVerifyTokens } from './support.tables.js';

/** Queries on the chat's side tables (canned replies, verify tokens); ChatRepository adds the desk's. */
export class ChatSideRepository {
  constructor(readonly db: Db) {}

  // --- canned replies ---

  async addReply(merchantId: number, title: string, body: string) {
    const [row] = await this.db.insert(chatCannedReplies).values({ merchantId, title, body }).returning();
    return row!;
  }

  replies(merchantId: number) {
    return this.db.select().from(chatCannedReplies).where(eq(chatCannedReplies.merchantId, merchantId)).orderBy(asc(chatCannedReplies.id));
  }

  async reply(merchantId: number, id: number) {
    const [row] = await this.db
      .select()
      .from(chatCannedReplies)
      .where(and(eq(chatCannedReplies.merchantId, merchantId), eq(chatCannedReplies.id, id)));
    return row ?? null;
  }

  async deleteReply(merchantId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(chatCannedReplies)
      .where(and(eq(chatCannedReplies.merchantId, merchantId), eq(chatCannedReplies.id, id)))
      .returning({ id: chatCannedReplies.id });
    return rows.length > 0;
  }

  // --- external provider verify tokens ---

  async saveVerifyToken(values: typeof chatVerifyTokens.$inferInsert, now: Date): Promise<void> {
    await this.db.delete(chatVerifyTokens).where(lt(chatVerifyTokens.expiresAt, now));
    await this.db.insert(chatVerifyTokens).values(values);
  }

  async verifyTokenOwner(tokenHash: string, now: Date): Promise<{ merchantId: number; memberId: number } | null> {
    const [row] = await this.db
      .select({ merchantId: chatVerifyTokens.merchantId, memberId: chatVerifyTokens.memberId })
      .from(chatVerifyTokens)
      .where(and(eq(chatVerifyTokens.tokenHash, tokenHash), gt(chatVerifyTokens.expiresAt, now)));
    return row ?? null;
  }
}
