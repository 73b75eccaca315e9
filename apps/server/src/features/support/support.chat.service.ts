import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@arcadia/contract';
import { ACCOUNT_ERRORS } from '@arcadia/contract/accounts';
import {
  CHAT_DEFAULT_RATE_PER_MINUTE,
  CHAT_ERRORS,
  CHAT_PAGE_PATH,
  CHAT_PAGE_SIZE,
  CHAT_PRESENCE_TTL_MS,
  CHAT_TEXT_MAX,
  type ChatConversation,
  type ChatMessage,
  type ChatThread,
  type ChatUrl,
} from '@arcadia/contract/support';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { checkedChatImage } from './support.chat.image.js';
import type { LiveChatProvider } from './support.chat.provider.js';
import type { ChatRepository, ConversationRow, MessageRow } from './support.chat.repository.js';

export type ChatPorts = {
  /** White-label flag CBS3 (spec 001 §6). */
  chatEnabled(merchantId: number, flag: 'CBS3'): Promise<boolean>;
  member(merchantId: number, memberId: number): Promise<{ account: string; isAgent: number; clubLabelId: number | null }>;
  /** Stores and sends a socket event to the member (notifications feature). */
  notify(input: {
    merchantId: number;
    memberId: number;
    type: string;
    data: { title?: string; message?: string; popup: false };
  }): Promise<void>;
  provider: LiveChatProvider;
};

/** Spec 000 §6: agent type 4 is barred from chat and told a real account is needed. */
const GUEST_TYPE = 4;
const VERIFY_TOKEN_TTL_MS = 10 * 60_000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Converts rows to what a client sees; `read` is the other side's receipt. */
export function toChatMessage(row: MessageRow, conv: ConversationRow, names: Map<number, string>): ChatMessage {
  const otherRead = row.sender === 'member' ? conv.operatorReadId : conv.memberReadId;
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.sender as ChatMessage['sender'],
    operatorName: row.operatorId === null ? null : (names.get(row.operatorId) ?? null),
    body: row.body,
    hasImage: row.hasImage,
    read: row.id <= otherRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Text and image of a message, checked before anything is written. */
export async function chatContent(body: string, image: string | undefined): Promise<{ body: string; image?: Buffer; imageMime?: string }> {
  const text = body.trim();
  if (text.length > CHAT_TEXT_MAX) throw new AppError(CHAT_ERRORS.tooLong, 200, { max: CHAT_TEXT_MAX });
  const checked = image ? await checkedChatImage(image) : null;
  if (!text && !checked) throw new AppError(CHAT_ERRORS.empty);
  return checked ? { body: text, image: checked.bytes, imageMime: checked.mime } : { body: text };
}

/** The member's side of the built-in desk, the chat URL and the external provider's token. */
export class ChatService {
  constructor(
    readonly repo: ChatRepository,
    readonly clock: Clock,
    readonly ports: ChatPorts,
  ) {}

  /** Who may chat: CBS3 on, not type 4, and (when the merchant lists labels) a member of one of them. */
  private async guard(merchantId: number, memberId: number) {
    const member = await this.ports.member(merchantId, memberId);
    if (member.isAgent === GUEST_TYPE) throw new AppError(ACCOUNT_ERRORS.needTrueAccount, 403);
    if (!(await this.ports.chatEnabled(merchantId, 'CBS3'))) throw new AppError(CHAT_ERRORS.disabled, 403);
    const settings = await this.repo.settings(merchantId);
    const labels = settings?.allowedClubLabels ?? null;
    if (labels && (member.clubLabelId === null || !labels.includes(member.clubLabelId))) throw new AppError(CHAT_ERRORS.noPermission, 403);
    return { member, settings };
  }

  /** value.hasPermission: a refusal is a plain false (spec 001 §8), except type 4, who hears why. */
  async permission(merchantId: number, memberId: number): Promise<{ hasPermission: boolean }> {
    try {
      await this.guard(merchantId, memberId);
      return { hasPermission: true };
    } catch (err) {
      if (err instanceof AppError && err.code === ACCOUNT_ERRORS.needTrueAccount) throw err;
      return { hasPermission: false };
    }
  }

  async chatUrl(
    merchantId: number,
    memberId: number,
    q: { b2c: number; title: string; language: string; headerColor?: string | undefined },
  ): Promise<ChatUrl> {
    const { member, settings } = await this.guard(merchantId, memberId);
    const params = new URLSearchParams({ b2c: String(q.b2c), title: q.title, language: q.language });
    if (q.headerColor) params.set('headerColor', q.headerColor.startsWith('#') ? q.headerColor : `#${q.headerColor}`);
    if (settings?.mode !== 'external' || !settings.externalChatUrl) {
      return { chatUrl: `${CHAT_PAGE_PATH}?${params}`, external: false, userId: null, verifyToken: null };
    }
    const token = randomBytes(24).toString('base64url');
    const now = this.clock.now();
    await this.repo.saveVerifyToken(
      { tokenHash: sha256(token), merchantId, memberId, expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS) },
      now,
    );
    const url = new URL(settings.externalChatUrl);
    for (const [k, v] of params) url.searchParams.set(k, v);
    return { chatUrl: url.toString(), external: true, userId: member.account, verifyToken: token };
  }

  /** Spec 001 §7 verify token: every failure is one code, so the client closes the window (§8). */
  async verifyToken(merchantId: number, memberId: number, input: { userId: string; verifyToken: string }) {
    const { member, settings } = await this.guard(merchantId, memberId);
    const fail = () => new AppError(CHAT_ERRORS.tokenFailed, 502);
    if (settings?.mode !== 'external' || !settings.externalChatUrl || !settings.externalVerifyUrl) throw fail();
    const owner = await this.repo.verifyTokenOwner(sha256(input.verifyToken), this.clock.now());
    if (!owner || owner.merchantId !== merchantId || owner.memberId !== memberId || input.userId !== member.account) throw fail();
    let vToken: string;
    try {
      vToken = await this.ports.provider.verifyToken({ verifyUrl: settings.externalVerifyUrl, ...input });
    } catch {
      throw fail();
    }
    const url = new URL(settings.externalChatUrl);
    url.searchParams.set('vToken', vToken);
    return { vToken, chatUrl: url.toString() };
  }

  async unread(merchantId: number, memberId: number): Promise<{ unReadCount: number }> {
    const member = await this.ports.member(merchantId, memberId);
    if (member.isAgent === GUEST_TYPE) throw new AppError(ACCOUNT_ERRORS.needTrueAccount, 403);
    return { unReadCount: await this.repo.memberUnread(merchantId, memberId) };
  }

  private async present(merchantId: number): Promise<boolean> {
    return this.repo.anyPresent(merchantId, new Date(this.clock.now().getTime() - CHAT_PRESENCE_TTL_MS));
  }

  async conversationView(conv: ConversationRow, online: boolean): Promise<ChatConversation> {
    const names = await this.repo.operatorNames(conv.merchantId, conv.operatorId ? [conv.operatorId] : []);
    return {
      id: conv.id,
      status: conv.status as ChatConversation['status'],
      operatorName: conv.operatorId ? (names.get(conv.operatorId) ?? null) : null,
      operatorsOnline: online,
      createdAt: conv.createdAt.toISOString(),
      lastMessageAt: conv.lastMessageAt?.toISOString() ?? null,
    };
  }

  /** A page of a conversation's messages, oldest first. */
  async page(conv: ConversationRow, before: number | undefined, online: boolean): Promise<ChatThread> {
    const rows = await this.repo.messages(conv.id, before, CHAT_PAGE_SIZE + 1);
    const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
    const ids = [...new Set(page.flatMap((r) => (r.operatorId === null ? [] : [r.operatorId])))];
    const names = await this.repo.operatorNames(conv.merchantId, ids);
    return {
      conversation: await this.conversationView(conv, online),
      operatorsOnline: online,
      messages: page.map((r) => toChatMessage(r, conv, names)),
      hasMore: rows.length > CHAT_PAGE_SIZE,
    };
  }

  /** The open conversation, else the latest one (its transcript), else an empty thread. */
  async thread(merchantId: number, memberId: number): Promise<ChatThread> {
    await this.guard(merchantId, memberId);
    const online = await this.present(merchantId);
    const conv = (await this.repo.openConversation(merchantId, memberId)) ?? (await this.repo.latestConversation(merchantId, memberId));
    if (!conv) return { conversation: null, operatorsOnline: online, messages: [], hasMore: false };
    return this.page(conv, undefined, online);
  }

  /** Any of the member's own conversations; another member's reads as not found. */
  async transcript(merchantId: number, memberId: number, conversationId: number, before?: number): Promise<ChatThread> {
    await this.guard(merchantId, memberId);
    const conv = await this.repo.conversation(merchantId, conversationId, memberId);
    if (!conv) throw new AppError(ERROR_CODES.notFound, 404);
    return this.page(conv, before, await this.present(merchantId));
  }

  async conversations(merchantId: number, memberId: number): Promise<ChatConversation[]> {
    await this.guard(merchantId, memberId);
    const online = await this.present(merchantId);
    return Promise.all((await this.repo.memberConversations(merchantId, memberId, 50)).map((c) => this.conversationView(c, online)));
  }

  /** Picks the present operator with the fewest open conversations and room for one more. */
  private async pickOperator(merchantId: number): Promise<number | null> {
    const since = this.clock.now().getTime() - CHAT_PRESENCE_TTL_MS;
    const candidates = (await this.repo.operatorsWithLoad(merchantId)).filter(
      (o) => o.status === 'online' && o.lastSeenAt !== null && o.lastSeenAt.getTime() >= since && o.open < o.maxOpen,
    );
    candidates.sort((a, b) => a.open - b.open || a.id - b.id);
    return candidates[0]?.id ?? null;
  }

  /** A member's message: opens (and assigns) a conversation when none is open; rate-limited per member. */
  async send(merchantId: number, memberId: number, input: { body: string; image?: string | undefined }): Promise<ChatMessage> {
    const { settings } = await this.guard(merchantId, memberId);
    const content = await chatContent(input.body, input.image);
    const rate = settings?.ratePerMinute ?? CHAT_DEFAULT_RATE_PER_MINUTE;
    const now = this.clock.now();
    const operatorId = (await this.repo.openConversation(merchantId, memberId)) ? null : await this.pickOperator(merchantId);
    const { row, conv } = await this.repo.transaction(async (tx) => {
      // The open conversation's row lock serialises one member's sends, so the count below is exact.
      const conv =
        (await this.repo.openConversation(merchantId, memberId, tx, true)) ??
        (await this.repo.createOpen(tx, { merchantId, memberId, operatorId, createdAt: now }));
      const recent = await this.repo.memberMessagesSince(tx, merchantId, memberId, new Date(now.getTime() - 60_000));
      if (recent >= rate) throw new AppError(ERROR_CODES.tooManyRequests, 429);
      const row = await this.repo.insertMessage(tx, {
        merchantId,
        conversationId: conv.id,
        memberId,
        sender: 'member',
        createdAt: now,
        ...content,
      });
      // One's own message is read by definition.
      await this.repo.updateConversation(merchantId, conv.id, { lastMessageAt: now, memberReadId: row.id }, tx);
      return { row, conv: { ...conv, memberReadId: row.id } };
    });
    return toChatMessage(row, conv, new Map());
  }

  async markRead(merchantId: number, memberId: number, conversationId: number, upTo: number): Promise<{ memberReadId: number }> {
    await this.guard(merchantId, memberId);
    const mark = await this.repo.markRead(merchantId, conversationId, 'member', upTo, memberId);
    if (mark === null) throw new AppError(ERROR_CODES.notFound, 404);
    return { memberReadId: mark };
  }

  /** The image of a message in one of the member's own conversations. */
  async image(merchantId: number, memberId: number | null, messageId: number): Promise<{ image: Buffer; mime: string }> {
    const found = await this.repo.image(merchantId, messageId);
    if (!found || (memberId !== null && found.memberId !== memberId)) throw new AppError(ERROR_CODES.notFound, 404);
    return { image: found.image, mime: found.mime };
  }
}
