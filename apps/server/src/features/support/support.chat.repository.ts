import { and, asc, count, desc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { ChatSideRepository } from './support.chat-side.repository.js';
import { chatConversations, chatMessages, chatOperators, chatSettings } from './support.tables.js';

export type SettingsRow = typeof chatSettings.$inferSelect;
export type OperatorRow = typeof chatOperators.$inferSelect;
export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = Omit<typeof chatMessages.$inferSelect, 'image'> & { hasImage: boolean };
type NewMessage = typeof chatMessages.$inferInsert;

// Every message read leaves the image bytes behind: they are fetched one at a time.
const messageColumns = {
  id: chatMessages.id,
  merchantId: chatMessages.merchantId,
  conversationId: chatMessages.conversationId,
  memberId: chatMessages.memberId,
  sender: chatMessages.sender,
  operatorId: chatMessages.operatorId,
  body: chatMessages.body,
  imageMime: chatMessages.imageMime,
  createdAt: chatMessages.createdAt,
  hasImage: sql<boolean>`${chatMessages.image} is not null`,
};

/** The only file with queries on the chat tables; every query is scoped by merchant. */
export class ChatRepository extends ChatSideRepository {
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async settings(merchantId: number): Promise<SettingsRow | null> {
    const [row] = await this.db.select().from(chatSettings).where(eq(chatSettings.merchantId, merchantId));
    return row ?? null;
  }

  async saveSettings(values: typeof chatSettings.$inferInsert): Promise<void> {
    await this.db.insert(chatSettings).values(values).onConflictDoUpdate({ target: chatSettings.merchantId, set: values });
  }

  // --- operators ---

  async createOperator(merchantId: number, name: string, maxOpen: number): Promise<OperatorRow> {
    const [row] = await this.db.insert(chatOperators).values({ merchantId, name, maxOpen }).returning();
    return row!;
  }

  async operator(merchantId: number, id: number): Promise<OperatorRow | null> {
    const [row] = await this.db
      .select()
      .from(chatOperators)
      .where(and(eq(chatOperators.merchantId, merchantId), eq(chatOperators.id, id)));
    return row ?? null;
  }

  async operatorsWithLoad(merchantId: number): Promise<(OperatorRow & { open: number })[]> {
    const open = this.db
      .select({ operatorId: chatConversations.operatorId, n: count().as('n') })
      .from(chatConversations)
      .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.status, 'open')))
      .groupBy(chatConversations.operatorId)
      .as('open');
    const rows = await this.db
      .select({ op: chatOperators, n: open.n })
      .from(chatOperators)
      .leftJoin(open, eq(open.operatorId, chatOperators.id))
      .where(eq(chatOperators.merchantId, merchantId))
      .orderBy(asc(chatOperators.id));
    return rows.map((r) => ({ ...r.op, open: Number(r.n ?? 0) }));
  }

  async setPresence(merchantId: number, id: number, status: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(chatOperators)
      .set({ status, lastSeenAt: now })
      .where(and(eq(chatOperators.merchantId, merchantId), eq(chatOperators.id, id)))
      .returning({ id: chatOperators.id });
    return rows.length > 0;
  }

  async anyPresent(merchantId: number, since: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: chatOperators.id })
      .from(chatOperators)
      .where(and(eq(chatOperators.merchantId, merchantId), eq(chatOperators.status, 'online'), gte(chatOperators.lastSeenAt, since)))
      .limit(1);
    return row !== undefined;
  }

  // --- conversations ---

  async openConversation(merchantId: number, memberId: number, tx: Db | Tx = this.db, lock = false): Promise<ConversationRow | null> {
    const query = tx
      .select()
      .from(chatConversations)
      .where(
        and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.memberId, memberId), eq(chatConversations.status, 'open')),
      );
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** Creates the member's open conversation unless a concurrent request just did; returns it either way. */
  async createOpen(tx: Tx, values: typeof chatConversations.$inferInsert): Promise<ConversationRow> {
    await tx.insert(chatConversations).values(values).onConflictDoNothing();
    const row = await this.openConversation(values.merchantId, values.memberId, tx, true);
    if (!row) throw new Error('open conversation vanished');
    return row;
  }

  async latestConversation(merchantId: number, memberId: number): Promise<ConversationRow | null> {
    const [row] = await this.db
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.memberId, memberId)))
      .orderBy(desc(chatConversations.id))
      .limit(1);
    return row ?? null;
  }

  /** A conversation of the merchant, optionally only if it belongs to the member (null otherwise). */
  async conversation(
    merchantId: number,
    id: number,
    memberId?: number,
    tx: Db | Tx = this.db,
    lock = false,
  ): Promise<ConversationRow | null> {
    const query = tx
      .select()
      .from(chatConversations)
      .where(
        and(
          eq(chatConversations.merchantId, merchantId),
          eq(chatConversations.id, id),
          memberId === undefined ? undefined : eq(chatConversations.memberId, memberId),
        ),
      );
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async memberConversations(merchantId: number, memberId: number, limit: number): Promise<ConversationRow[]> {
    return this.db
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.memberId, memberId)))
      .orderBy(desc(chatConversations.id))
      .limit(limit);
  }

  async deskConversations(merchantId: number, status: string, operatorId: number | undefined, limit: number) {
    // Qualified by hand: Drizzle leaves columns of a one-table query unqualified, which a subquery would misread.
    const unread = sql<number>`(select count(*)::int from chat_messages m where m.conversation_id = chat_conversations.id
      and m.sender = 'member' and m.id > chat_conversations.operator_read_id)`;
    return this.db
      .select({ c: chatConversations, unread })
      .from(chatConversations)
      .where(
        and(
          eq(chatConversations.merchantId, merchantId),
          eq(chatConversations.status, status),
          operatorId === undefined ? undefined : eq(chatConversations.operatorId, operatorId),
        ),
      )
      .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
      .limit(limit);
  }

  async updateConversation(merchantId: number, id: number, set: Partial<typeof chatConversations.$inferInsert>, q: Db | Tx = this.db) {
    await q
      .update(chatConversations)
      .set(set)
      .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.id, id)));
  }

  /** Moves a read mark forward only, never past the newest message. Returns the mark now stored. */
  async markRead(merchantId: number, id: number, side: 'member' | 'operator', upTo: number, memberId?: number): Promise<number | null> {
    const column = side === 'member' ? chatConversations.memberReadId : chatConversations.operatorReadId;
    const newest = sql`(select coalesce(max(m.id), 0) from chat_messages m where m.conversation_id = chat_conversations.id)`;
    const [row] = await this.db
      .update(chatConversations)
      .set({ [side === 'member' ? 'memberReadId' : 'operatorReadId']: sql`greatest(${column}, least(${upTo}, ${newest}))` })
      .where(
        and(
          eq(chatConversations.merchantId, merchantId),
          eq(chatConversations.id, id),
          memberId === undefined ? undefined : eq(chatConversations.memberId, memberId),
        ),
      )
      .returning({ mark: column });
    return row ? Number(row.mark) : null;
  }

  // --- messages ---

  async insertMessage(tx: Tx, values: NewMessage): Promise<MessageRow> {
    const [row] = await tx.insert(chatMessages).values(values).returning(messageColumns);
    return row!;
  }

  async memberMessagesSince(tx: Tx, merchantId: number, memberId: number, since: Date): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.merchantId, merchantId),
          eq(chatMessages.memberId, memberId),
          eq(chatMessages.sender, 'member'),
          gte(chatMessages.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  }

  /** The newest `limit` messages before `before` (all when unset), newest first. */
  async messages(conversationId: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
    return this.db
      .select(messageColumns)
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), before ? lt(chatMessages.id, before) : undefined))
      .orderBy(desc(chatMessages.id))
      .limit(limit);
  }

  async allMessages(conversationId: number): Promise<MessageRow[]> {
    return this.db
      .select(messageColumns)
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(asc(chatMessages.id));
  }

  async image(
    merchantId: number,
    messageId: number,
  ): Promise<{ conversationId: number; memberId: number; image: Buffer; mime: string } | null> {
    const [row] = await this.db
      .select({
        conversationId: chatMessages.conversationId,
        memberId: chatMessages.memberId,
        image: chatMessages.image,
        mime: chatMessages.imageMime,
      })
      .from(chatMessages)
      .where(and(eq(chatMessages.merchantId, merchantId), eq(chatMessages.id, messageId)));
    return row?.image && row.mime ? { conversationId: row.conversationId, memberId: row.memberId, image: row.image, mime: row.mime } : null;
  }

  /** Operator (and system) messages above the member's read mark, over all their conversations. */
  async memberUnread(merchantId: number, memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(
        and(
          eq(chatConversations.merchantId, merchantId),
          eq(chatConversations.memberId, memberId),
          ne(chatMessages.sender, 'member'),
          gt(chatMessages.id, chatConversations.memberReadId),
        ),
      );
    return row?.n ?? 0;
  }

  async operatorNames(merchantId: number, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: chatOperators.id, name: chatOperators.name })
      .from(chatOperators)
      .where(and(eq(chatOperators.merchantId, merchantId), inArray(chatOperators.id, ids)));
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
