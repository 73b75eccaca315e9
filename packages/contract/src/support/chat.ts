import { z } from 'zod';
import { LINK_ERROR, safeLinkSchema } from '../common/links.js';

/** Spec 001 §9: the chat window's size limits, the button's snap offsets and the badge cap. */
export const CHAT_WINDOW = { minWidth: 200, maxWidth: 480, minHeight: 280, defaultWidth: 360, defaultHeight: 520 } as const;
/** After a drag the button snaps to the nearest corner: 16 px from the side, 72 px from top or bottom (clear of the nav bars). */
export const CHAT_SNAP = { side: 16, edge: 72 } as const;
export const CHAT_BADGE_MAX = 99;
/** Our own chat page (the web route table has the same path); the window embeds it. */
export const CHAT_PAGE_PATH = '/chat';

/** Texts longer than this are refused, not cut (a member should see what was sent). */
export const CHAT_TEXT_MAX = 1000;
/** Spec 001 §9 upload rules: jpg/jpeg/png, at most 5 MB. */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_PAGE_SIZE = 50;
/** Default per-member rate limit: messages per rolling minute (an operator can change it per merchant). */
export const CHAT_DEFAULT_RATE_PER_MINUTE = 20;
/** An operator counts as present while their heartbeat is younger than this. */
export const CHAT_PRESENCE_TTL_MS = 120_000;

/** Socket event types (stored and sent through the notifications feature). */
export const CHAT_EVENTS = { message: 'CHAT', read: 'CHAT_READ' } as const;

export const CHAT_ERRORS = {
  /** Spec 001 §8: live chat token failure (the window closes, a warning is logged). */
  tokenFailed: 'live_chat_token_failed',
  disabled: 'chat_disabled',
  noPermission: 'chat_no_permission',
  empty: 'chat_message_empty',
  tooLong: 'chat_message_too_long',
  imageType: 'chat_image_type',
  imageTooLarge: 'chat_image_too_large',
  closed: 'chat_conversation_closed',
  unknownOperator: 'chat_unknown_operator',
  unknownReply: 'chat_unknown_canned_reply',
} as const;

export const chatSenderSchema = z.enum(['member', 'operator', 'system']);

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  sender: chatSenderSchema,
  /** The operator's display name on operator messages. */
  operatorName: z.string().nullable(),
  body: z.string(),
  hasImage: z.boolean(),
  /** Read receipt: the other side has read up to this message. */
  read: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.number().int(),
  status: z.enum(['open', 'closed']),
  operatorName: z.string().nullable(),
  /** Whether any operator of the merchant is present right now (presence). */
  operatorsOnline: z.boolean(),
  createdAt: z.string(),
  lastMessageAt: z.string().nullable(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** The member's current conversation (null before the first message) with its newest messages, oldest first. */
export const chatThreadSchema = z.object({
  conversation: chatConversationSchema.nullable(),
  operatorsOnline: z.boolean(),
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

export const chatMessagesQuerySchema = z.object({ before: z.coerce.number().int().positive().optional() });

const dataUrl = z
  .string()
  .max(Math.ceil((CHAT_IMAGE_MAX_BYTES * 4) / 3) + 100)
  .regex(/^data:image\/[\w.+-]+;base64,/, CHAT_ERRORS.imageType);

export const sendChatInputSchema = z.object({
  body: z
    .string()
    .max(CHAT_TEXT_MAX * 2)
    .default(''),
  image: dataUrl.optional(),
});
export type SendChatInput = z.input<typeof sendChatInputSchema>;

export const chatReadInputSchema = z.object({ conversationId: z.number().int().positive(), upTo: z.number().int().positive() });
/** The member's read mark after the receipt. */
export const chatReadResultSchema = z.object({ memberReadId: z.number() });
/** A member's path id: a conversation (its messages) or a message (its image). */
export const chatIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const chatUnreadSchema = z.object({ unReadCount: z.number().int().min(0) });
export const chatPermissionSchema = z.object({ hasPermission: z.boolean() });

/** Spec 001 §7 chat URL: b2c 1, title, language, headerColor → chatUrl. */
export const chatUrlQuerySchema = z.object({
  b2c: z.coerce.number().int().default(1),
  title: z.string().max(60).default(''),
  language: z.string().max(8).default('CN'),
  headerColor: z
    .string()
    .regex(/^#?[0-9a-fA-F]{3,8}$/)
    .optional(),
});
export const chatUrlSchema = z.object({
  chatUrl: z.string(),
  /** An external provider's page: the client gets a vToken first (verify token) and adds it. */
  external: z.boolean(),
  userId: z.string().nullable(),
  verifyToken: z.string().nullable(),
});
export type ChatUrl = z.infer<typeof chatUrlSchema>;

/** Spec 001 §7 external live chat vendor verify token: userId and verifyToken → vToken. */
export const chatVerifyInputSchema = z.object({ userId: z.string().min(1).max(64), verifyToken: z.string().min(1).max(200) });
export const chatVerifyResultSchema = z.object({ vToken: z.string(), chatUrl: z.string() });

// --- operators (ops API) ---

export const chatSettingsInputSchema = z.object({
  mode: z.enum(['builtin', 'external']),
  /** The provider's chat page (external mode). */
  externalChatUrl: safeLinkSchema({ max: 500, absoluteOnly: true })
    .refine((v) => v.startsWith('https://'), LINK_ERROR)
    .nullable()
    .default(null),
  /** The provider's verify-token endpoint (external mode). */
  externalVerifyUrl: safeLinkSchema({ max: 500, absoluteOnly: true }).nullable().default(null),
  /** Club labels allowed to chat (the server permission check); null lets every real member chat. */
  allowedClubLabels: z.array(z.number().int()).max(100).nullable().default(null),
  ratePerMinute: z.number().int().min(1).max(600).default(CHAT_DEFAULT_RATE_PER_MINUTE),
});
export type ChatSettingsInput = z.output<typeof chatSettingsInputSchema>;

export const chatOperatorInputSchema = z.object({
  name: z.string().trim().min(1).max(40),
  maxOpen: z.number().int().min(1).max(500).default(50),
});
export const chatOperatorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['online', 'away', 'offline']),
  present: z.boolean(),
  openConversations: z.number().int(),
  maxOpen: z.number().int(),
});
export const chatPresenceInputSchema = z.object({ status: z.enum(['online', 'away', 'offline']) });

export const opsChatConversationSchema = chatConversationSchema.extend({
  memberId: z.number().int(),
  account: z.string(),
  operatorId: z.number().int().nullable(),
  /** Member messages the operators have not read. */
  unread: z.number().int(),
});
export const opsConversationsQuerySchema = z.object({
  status: z.enum(['open', 'closed']).default('open'),
  operatorId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const opsConversationParamsSchema = z.object({ code: z.string().min(1).max(32), id: z.coerce.number().int().positive() });

export const opsReplyInputSchema = z
  .object({
    operatorId: z.number().int().positive(),
    body: z
      .string()
      .max(CHAT_TEXT_MAX * 2)
      .optional(),
    cannedReplyId: z.number().int().positive().optional(),
    image: dataUrl.optional(),
  })
  .refine((v) => v.body !== undefined || v.cannedReplyId !== undefined || v.image !== undefined, { message: CHAT_ERRORS.empty });
export const opsAssignInputSchema = z.object({ operatorId: z.number().int().positive() });
export const opsReadInputSchema = z.object({ upTo: z.number().int().positive() });
/** The operators' read mark after the receipt. */
export const opsReadResultSchema = z.object({ operatorReadId: z.number() });
export const chatTranscriptSchema = z.object({ transcript: z.string() });

export const cannedReplyInputSchema = z.object({
  title: z.string().trim().min(1).max(60),
  body: z.string().trim().min(1).max(CHAT_TEXT_MAX),
});
export const cannedReplySchema = z.object({ id: z.number().int(), title: z.string(), body: z.string() });
