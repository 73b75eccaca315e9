import { type Language, localised, sanitizeVariants } from '@arcadia/contract';
import {
  type InboxMessage,
  MEMBER_NOTICE_GROUP,
  type MessageListQuery,
  type MessagePage,
  NOTICE_TYPES,
  type Notice,
  type NoticePage,
  type NoticeType,
  type PublishNoticeInput,
} from '@arcadia/contract/inbox';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { InboxRepository, MessageRow, NoticeRow } from './inbox.repository.js';

export type InboxPorts = {
  /** Member ids by account name; unknown accounts are left out. */
  membersByAccount(merchantId: number, accounts: string[]): Promise<Map<string, number>>;
  /** Raises the real-time INBOX event (stored and published by the notifications feature). */
  notify(input: { merchantId: number; memberId: number; title: string }): Promise<void>;
  /** Operator HTML is cleaned before it is stored. */
  sanitize(html: string): string;
  /** A notice's text falls back to the merchant's default language before its base text. */
  defaultLanguage(merchantId: number): Promise<Language>;
  /** False while the member is timed out or self-excluded (safer gambling): no marketing reaches them. */
  marketingAllowed?(merchantId: number, memberId: number): Promise<boolean>;
};
type ContentLanguage = { language: Language; defaultLanguage: Language };

/** Announcements (getAnnouncementLogined) show the newest members' notices. */
const ANNOUNCEMENT_LIMIT = 20;

const toMessage = (r: MessageRow): InboxMessage => ({
  id: r.id,
  title: r.title,
  content: r.content,
  sendTime: r.sendTime.toISOString(),
  read: r.readAt !== null,
});

/** A notice as shown: in `lang` when given (its variant, else the default language's, else the base text). */
export const toNotice = (r: NoticeRow, lang?: ContentLanguage): Notice => ({
  id: r.id,
  type: r.type as NoticeType,
  groupName: r.groupName,
  ...(lang
    ? localised({ title: r.title, content: r.content }, r.translations, lang.language, lang.defaultLanguage)
    : { title: r.title, content: r.content }),
  startDate: r.startDate.toISOString(),
  endDate: r.endDate?.toISOString() ?? null,
});

export class InboxService {
  constructor(
    private readonly repo: InboxRepository,
    private readonly clock: Clock,
    private readonly ports: InboxPorts,
  ) {}

  async list(merchantId: number, memberId: number, q: MessageListQuery): Promise<MessagePage> {
    const filter = {
      read: q.read === undefined ? undefined : q.read === 'true',
      from: q.startTime ? new Date(q.startTime) : undefined,
      to: q.endTime ? new Date(q.endTime) : undefined,
      newestFirst: q.sort === 'sendTime,desc',
    };
    const { rows, total } = await this.repo.page(merchantId, memberId, filter, q.page, q.size);
    return { list: rows.map(toMessage), total, page: q.page, size: q.size };
  }

  unreadCount(merchantId: number, memberId: number): Promise<number> {
    return this.repo.unread(merchantId, memberId);
  }

  markRead(merchantId: number, memberId: number, ids: number[]): Promise<number> {
    return this.repo.markRead(merchantId, memberId, ids, this.clock.now());
  }

  remove(merchantId: number, memberId: number, ids: number[]): Promise<number> {
    return this.repo.hide(merchantId, memberId, ids, this.clock.now());
  }

  /**
   * Stores each message first, then raises the event, so a member offline still finds it. An
   * operator's message is `marketing` (the console's send): a timed-out or self-excluded member is
   * left out, silently, so the sender learns nothing about the member's choice. A service message
   * (a feedback reply) always goes.
   */
  async send(merchantId: number, input: { accounts: string[]; title: string; content: string }, opts: { marketing?: boolean } = {}) {
    const found = await this.ports.membersByAccount(merchantId, [...new Set(input.accounts)]);
    const sendTime = this.clock.now();
    const to: number[] = [];
    for (const memberId of found.values())
      if (!opts.marketing || !this.ports.marketingAllowed || (await this.ports.marketingAllowed(merchantId, memberId))) to.push(memberId);
    const rows = await this.repo.insertMessages(
      to.map((memberId) => ({ merchantId, memberId, title: input.title, content: input.content, sendTime })),
    );
    for (const r of rows) await this.ports.notify({ merchantId, memberId: r.memberId, title: r.title });
    return { sent: rows.length, unknownAccounts: input.accounts.filter((a) => !found.has(a)) };
  }

  private async lang(merchantId: number, language: Language): Promise<ContentLanguage> {
    return { language, defaultLanguage: await this.ports.defaultLanguage(merchantId) };
  }

  async notices(
    merchantId: number,
    q: { page: number; size: number; types: NoticeType[]; groupName: string },
    language: Language,
  ): Promise<NoticePage> {
    // The public list: members' notices are what signing in adds (announcements below).
    if (q.groupName === MEMBER_NOTICE_GROUP) return { list: [], total: 0, page: q.page, size: q.size };
    const [{ rows, total }, lang] = await Promise.all([
      this.repo.noticePage(merchantId, this.clock.now(), q.types, q.groupName, q.page, q.size),
      this.lang(merchantId, language),
    ]);
    return { list: rows.map((r) => toNotice(r, lang)), total, page: q.page, size: q.size };
  }

  /** What a signed-in member sees beyond the public board: the running notices of the members' group, any type. */
  async announcements(merchantId: number, memberId: number, language: Language): Promise<Notice[]> {
    // Members' notices are the merchant's promotions to members: none while an exclusion runs.
    if (this.ports.marketingAllowed && !(await this.ports.marketingAllowed(merchantId, memberId))) return [];
    const [{ rows }, lang] = await Promise.all([
      this.repo.noticePage(merchantId, this.clock.now(), [...NOTICE_TYPES], MEMBER_NOTICE_GROUP, 1, ANNOUNCEMENT_LIMIT),
      this.lang(merchantId, language),
    ]);
    return rows.map((r) => toNotice(r, lang));
  }

  /**
   * One running notice, for the news detail page. A members' notice is found only for a signed-in
   * member: to anyone else it does not exist (404, the same as an unknown or ended one).
   */
  async notice(merchantId: number, id: number, language: Language, member: boolean): Promise<Notice> {
    const [row, lang] = await Promise.all([this.repo.activeNotice(merchantId, id, this.clock.now()), this.lang(merchantId, language)]);
    if (!row || (row.groupName === MEMBER_NOTICE_GROUP && !member)) throw new AppError('not_found', 404);
    return toNotice(row, lang);
  }

  async publishNotice(merchantId: number, input: PublishNoticeInput): Promise<Notice> {
    const row = await this.repo.insertNotice({
      merchantId,
      type: input.type,
      groupName: input.groupName,
      title: input.title,
      content: this.ports.sanitize(input.content),
      translations: sanitizeVariants(input.translations ?? {}, this.ports.sanitize),
      startDate: input.startDate ? new Date(input.startDate) : this.clock.now(),
      endDate: input.endDate ? new Date(input.endDate) : null,
    });
    return toNotice(row);
  }
}
