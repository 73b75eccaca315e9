import { chatReadResultSchema } from '@arcadia/contract/support';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/support/chat/read: the member's read receipt. */
export const markChatRead = (conversationId: number, upTo: number) =>
  apiSend('POST', '/wps/support/chat/read', chatReadResultSchema, { body: { conversationId, upTo }, background: true });
