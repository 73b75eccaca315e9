import { ERROR_CODES } from '@arcadia/contract';
import { CHAT_ERRORS, CHAT_EVENTS, CHAT_PRESENCE_TTL_MS, type ChatMessage, type ChatSettingsInput } from '@arcadia/contract/support';
import { AppError } from '../../platform/http/app-error.js';
import type { ConversationRow } from './support.chat.repository.js';
import { type ChatService, chatContent, toChatMessage } from './support.chat.service.js';

const PREVIEW = 80;

/**
 * The operators' side of the built-in desk (ops API until the operator console exists). Every
 * call names its merchant; a conversation of another merchant reads as not found.
 */
export class DeskService {
  constructor(
    private readonly chat: ChatService,
    private readonly accountOf: (merchantId: number, memberId: number) => Promise<string>,
  ) {}

  private get repo() {
    return this.chat.repo;
  }

  async saveSettings(merchantId: number, input: ChatSettingsInput): Promise<void> {
    if (input.mode === 'external' && (!input.externalChatUrl || !input.externalVerifyUrl))
      throw new AppError(ERROR_CODES.invalidRequest, 400);
    await this.repo.saveSettings({ merchantId, ...input, updatedAt: this.chat.clock.now() });
  }

  async addOperator(merchantId: number, name: string, maxOpen: number) {
    return this.operatorView(merchantId, (await this.repo.createOperator(merchantId, name, maxOpen)).id);
  }

  async operators(merchantId: number) {
    const since = this.chat.clock.now().getTime() - CHAT_PRESENCE_TTL_MS;
    return (await this.repo.operatorsWithLoad(merchantId)).map((o) => ({
      id: o.id,
      name: o.name,
      status: o.status as 'online' | 'away' | 'offline',
      present: o.status === 'online' && o.lastSeenAt !== null && o.lastSeenAt.getTime() >= since,
      openConversations: o.open,
      maxOpen: o.maxOpen,
    }));
  }

  private async operatorView(merchantId: number, id: number) {
    const found = (await this.operators(merchantId)).find((o) => o.id === id);
    if (!found) throw new AppError(CHAT_ERRORS.unknownOperator, 404);
    return found;
  }

  /** Status plus heartbeat: the console calls this every minute; silence for two means away. */
  async presence(merchantId: number, operatorId: number, status: 'online' | 'away' | 'offline') {
    if (!(await this.repo.setPresence(merchantId, operatorId, status, this.chat.clock.now())))
      throw new AppError(CHAT_ERRORS.unknownOperator, 404);
    return this.operatorView(merchantId, operatorId);
  }

  private async conversation(merchantId: number, id: number): Promise<ConversationRow> {
    const conv = await this.repo.conversation(merchantId, id);
    if (!conv) throw new AppError(ERROR_CODES.notFound, 404);
    return conv;
  }

  private async operator(merchantId: number, operatorId: number) {
    const op = await this.repo.operator(merchantId, operatorId);
    if (!op) throw new AppError(CHAT_ERRORS.unknownOperator, 404);
    return op;
  }

  async conversations(merchantId: number, q: { status: 'open' | 'closed'; operatorId?: number | undefined; limit: number }) {
    const rows = await this.repo.deskConversations(merchantId, q.status, q.operatorId, q.limit);
    return Promise.all(
      rows.map(async ({ c, unread }) => ({
        ...(await this.chat.conversationView(c, true)),
        memberId: c.memberId,
        account: await this.accountOf(merchantId, c.memberId),
        operatorId: c.operatorId,
        unread: Number(unread),
      })),
    );
  }

  async messages(merchantId: number, conversationId: number, before?: number) {
    return this.chat.page(await this.conversation(merchantId, conversationId), before, true);
  }

  /** An operator's answer (text, a canned reply or an image), delivered live to the member. */
  async reply(
    merchantId: number,
    conversationId: number,
    input: { operatorId: number; body?: string | undefined; cannedReplyId?: number | undefined; image?: string | undefined },
  ): Promise<ChatMessage> {
    const op = await this.operator(merchantId, input.operatorId);
    let body = input.body ?? '';
    if (input.cannedReplyId !== undefined) {
      const canned = await this.repo.reply(merchantId, input.cannedReplyId);
      if (!canned) throw new AppError(CHAT_ERRORS.unknownReply, 404);
      body = body ? `${canned.body}\n${body}` : canned.body;
    }
    const content = await chatContent(body, input.image);
    const now = this.chat.clock.now();
    const { row, conv } = await this.repo.transaction(async (tx) => {
      const conv = await this.repo.conversation(merchantId, conversationId, undefined, tx, true);
      if (!conv) throw new AppError(ERROR_CODES.notFound, 404);
      if (conv.status !== 'open') throw new AppError(CHAT_ERRORS.closed);
      const row = await this.repo.insertMessage(tx, {
        merchantId,
        conversationId,
        memberId: conv.memberId,
        sender: 'operator',
        operatorId: op.id,
        createdAt: now,
        ...content,
      });
      // Answering claims an unassigned conversation and means the operator read what came before.
      const set = { lastMessageAt: now, operatorReadId: row.id, operatorId: conv.operatorId ?? op.id };
      await this.repo.updateConversation(merchantId, conversationId, set, tx);
      return { row, conv: { ...conv, ...set } };
    });
    const message = toChatMessage(row, conv, new Map([[op.id, op.name]]));
    const preview = message.body ? message.body.slice(0, PREVIEW) : '[image]';
    await this.chat.ports.notify({
      merchantId,
      memberId: conv.memberId,
      type: CHAT_EVENTS.message,
      data: { title: op.name, message: preview, popup: false },
    });
    return message;
  }

  async assign(merchantId: number, conversationId: number, operatorId: number) {
    await this.operator(merchantId, operatorId);
    const conv = await this.conversation(merchantId, conversationId);
    await this.repo.updateConversation(merchantId, conv.id, { operatorId });
    return this.chat.conversationView({ ...conv, operatorId }, true);
  }

  /** The operators' read receipt; the member's window shows it live. */
  async markRead(merchantId: number, conversationId: number, upTo: number): Promise<{ operatorReadId: number }> {
    const mark = await this.repo.markRead(merchantId, conversationId, 'operator', upTo);
    if (mark === null) throw new AppError(ERROR_CODES.notFound, 404);
    const conv = await this.conversation(merchantId, conversationId);
    await this.chat.ports.notify({ merchantId, memberId: conv.memberId, type: CHAT_EVENTS.read, data: { popup: false } });
    return { operatorReadId: mark };
  }

  /** Closing keeps the transcript; the member's next message opens a new conversation. */
  async close(merchantId: number, conversationId: number) {
    const conv = await this.conversation(merchantId, conversationId);
    if (conv.status === 'closed') return this.chat.conversationView(conv, true);
    const now = this.chat.clock.now();
    await this.repo.updateConversation(merchantId, conv.id, { status: 'closed', closedAt: now });
    await this.chat.ports.notify({ merchantId, memberId: conv.memberId, type: CHAT_EVENTS.read, data: { popup: false } });
    return this.chat.conversationView({ ...conv, status: 'closed', closedAt: now }, true);
  }

  /** A plain-text transcript for the operator's records. */
  async transcript(merchantId: number, conversationId: number): Promise<string> {
    const conv = await this.conversation(merchantId, conversationId);
    const rows = await this.repo.allMessages(conv.id);
    const names = await this.repo.operatorNames(merchantId, [
      ...new Set(rows.flatMap((r) => (r.operatorId === null ? [] : [r.operatorId]))),
    ]);
    const account = await this.accountOf(merchantId, conv.memberId);
    return rows
      .map((r) => {
        const who = r.sender === 'member' ? account : r.operatorId !== null ? (names.get(r.operatorId) ?? 'operator') : 'system';
        return `[${r.createdAt.toISOString()}] ${who}: ${r.body}${r.hasImage ? ' [image]' : ''}`;
      })
      .join('\n');
  }

  addReply(merchantId: number, title: string, body: string) {
    return this.repo.addReply(merchantId, title, body).then(({ id, title, body }) => ({ id, title, body }));
  }

  async replies(merchantId: number) {
    return (await this.repo.replies(merchantId)).map(({ id, title, body }) => ({ id, title, body }));
  }

  async deleteReply(merchantId: number, id: number): Promise<void> {
    if (!(await this.repo.deleteReply(merchantId, id))) throw new AppError(CHAT_ERRORS.unknownReply, 404);
  }
}
