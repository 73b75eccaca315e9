import { z } from 'zod';
import { scheduleSchema } from '../common/schedule.js';
import { translationsSchema } from '../common/translations.js';

/** Notice types the web client asks for by default (spec 001 §7 notice). */
export const NOTICE_TYPES = ['PR', 'B', 'PL', 'PU'] as const;
export const noticeTypeSchema = z.enum(NOTICE_TYPES);
export type NoticeType = z.infer<typeof noticeTypeSchema>;
export const DEFAULT_NOTICE_GROUP = 'w_promotion';
/**
 * Notices an operator publishes for signed-in members only: the notice board shows them to a member
 * (getAnnouncementLogined, `GET /wps/notice/announcements`) and never to a visitor (ADR 053).
 */
export const MEMBER_NOTICE_GROUP = 'w_member';
/** Spec 001 §9: notices 10 per page, a pager of up to 7 numbers. */
export const NOTICES_PER_PAGE = 10;
export const NOTICE_PAGER_NUMBERS = 7;
/** Spec 000 §7 inbox check: page 1, size 1, newest unread of the last 7 days, at 1 s, one retry after 500 ms. */
export const INBOX_CHECK = { delayMs: 1000, retryMs: 500, days: 7 } as const;
export const INBOX_PAGE_SIZE = 10;
export const MESSAGE_TITLE_MAX = 200;
export const MESSAGE_CONTENT_MAX = 5000;

const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);

export const messageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  sendTime: z.string(),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof messageSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

export const messagePageSchema = pageOf(messageSchema);
export type MessagePage = z.infer<typeof messagePageSchema>;

/** The inbox list (messageV2): `read=false` with a time window is the inbox check of spec 000 §7. */
export const messageListQuerySchema = z.object({
  page: pageNumber,
  size: z.coerce.number().int().min(1).max(50).default(INBOX_PAGE_SIZE),
  read: z.enum(['true', 'false']).optional(),
  startTime: z.iso.datetime({ offset: true }).optional(),
  endTime: z.iso.datetime({ offset: true }).optional(),
  sort: z.enum(['sendTime,desc', 'sendTime,asc']).default('sendTime,desc'),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageIdsSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });
export const unreadCountSchema = z.object({ count: z.number().int() });
export const changedCountSchema = z.object({ changed: z.number().int() });

export const noticeSchema = z.object({
  id: z.number().int(),
  type: noticeTypeSchema,
  groupName: z.string(),
  title: z.string(),
  /** Sanitised HTML (sanitised again on render). */
  content: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticePageSchema = pageOf(noticeSchema);
export type NoticePage = z.infer<typeof noticePageSchema>;

const typesList = z
  .string()
  .max(40)
  .default(NOTICE_TYPES.join(','))
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(noticeTypeSchema).min(1));

export const noticeQuerySchema = z.object({
  page: pageNumber,
  size: z.coerce.number().int().min(1).max(50).default(NOTICES_PER_PAGE),
  types: typesList,
  groupName: z.string().min(1).max(40).default(DEFAULT_NOTICE_GROUP),
  execution: z.string().max(4).default('B'),
  platform: z.string().max(4).default('W'),
});

/** Ops: send one message to members named by account. */
export const sendMessageInputSchema = z.object({
  accounts: z.array(z.string().min(1).max(40)).min(1).max(1000),
  title: z.string().trim().min(1).max(MESSAGE_TITLE_MAX),
  content: z.string().trim().min(1).max(MESSAGE_CONTENT_MAX),
});
export const sendMessageResultSchema = z.object({ sent: z.number().int(), unknownAccounts: z.array(z.string()) });

export const NOTICE_CONTENT_MAX = 20_000;
/** A notice's title and content per language (issue 26 /news); empty fields fall back (common/translations.ts). */
export const noticeTranslationsSchema = translationsSchema({
  title: z.string().trim().max(MESSAGE_TITLE_MAX),
  content: z.string().max(NOTICE_CONTENT_MAX),
});
export type NoticeTranslations = z.infer<typeof noticeTranslationsSchema>;
/** The console's view of a notice: the base text and every language's variant. */
/** As the console lists it: with every variant and where it stands by the server's clock. */
export const opsNoticeSchema = noticeSchema.extend({ translations: noticeTranslationsSchema, schedule: scheduleSchema });
export type OpsNotice = z.infer<typeof opsNoticeSchema>;
/** `GET /wps/notice/:id`: one notice for the news detail page. */
export const noticeIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Ops: publish a notice. */
export const publishNoticeInputSchema = z
  .object({
    type: noticeTypeSchema,
    groupName: z.string().min(1).max(40).default(DEFAULT_NOTICE_GROUP),
    title: z.string().trim().min(1).max(MESSAGE_TITLE_MAX),
    content: z.string().max(NOTICE_CONTENT_MAX),
    translations: noticeTranslationsSchema.optional(),
    startDate: z.iso.datetime({ offset: true }).optional(),
    endDate: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((n) => !n.startDate || !n.endDate || n.endDate > n.startDate, { message: 'endDate must be after startDate', path: ['endDate'] });
export type PublishNoticeInput = z.infer<typeof publishNoticeInputSchema>;

/** Pager numbers around the current page, at most `count` of them (spec 001 §2 notice list). */
export function pagerWindow(page: number, pages: number, count = NOTICE_PAGER_NUMBERS): number[] {
  if (pages <= 0) return [];
  const n = Math.min(count, pages);
  const start = Math.min(Math.max(1, page - Math.floor(n / 2)), pages - n + 1);
  return Array.from({ length: n }, (_, i) => start + i);
}
