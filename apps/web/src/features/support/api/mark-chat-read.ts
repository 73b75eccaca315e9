import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/support/chat/read: the member's read receipt. */
export const markChatRead = (conversationId: number, upTo: number) =>
  apiSend('POST', '/wps/support/chat/read', z.object({ memberReadId: z.number() }), { body: { conversationId, upTo }, background: true });
