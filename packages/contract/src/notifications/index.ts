import { z } from 'zod';
import { languageSchema } from '../common/languages.js';

/** Real-time event types (spec 000 §4 notifications). */
export const NOTIFICATION_TYPES = ['DEPOSIT', 'WITHDRAW', 'PROMOTION', 'INBOX', 'AGENT_TRANSFER', 'BALANCE'] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/** Spec 000 §3 socket message: type plus data; `id` orders events and lets a client resume. */
export const socketDataSchema = z.object({
  id: z.number().int(),
  time: z.string(),
  amount: z.string().optional(),
  success: z.boolean().optional(),
  remarks: z.string().optional(),
  sender: z.string().optional(),
  receiver: z.string().optional(),
  popup: z.boolean().optional(),
  title: z.string().optional(),
  /**
   * The title in each language the operator gave it (a promotion's claim notice, issue 29): the
   * client shows its own language's, else `title` (the merchant's default language).
   */
  titles: z.partialRecord(languageSchema, z.string()).optional(),
  message: z.string().optional(),
});
export const socketMessageSchema = z.object({ type: z.string(), data: socketDataSchema });
export type SocketMessage = z.infer<typeof socketMessageSchema>;
/** `GET /wps/notifications?after=`: stored events after an id (0: the newest, a new client's baseline). */
export const notificationsQuerySchema = z.object({ after: z.coerce.number().int().min(0).default(0) });

/** The client's first message on /ws (ARCHITECTURE.md §3). */
export const socketAuthSchema = z.object({
  type: z.literal('auth'),
  merchant: z.string().min(1).max(32),
  token: z.string().min(10).max(200),
});

/** Close codes the server uses on /ws. */
export const SOCKET_CLOSE = { unauthorized: 4401, badMessage: 4400, authTimeout: 4408 } as const;
export const SOCKET_AUTH_TIMEOUT_MS = 10_000;
