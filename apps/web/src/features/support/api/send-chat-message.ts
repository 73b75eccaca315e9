import { chatMessageSchema, type SendChatInput } from '@arcadia/contract/support';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/support/chat/messages; failures come back to the page (it shows them inline). */
export const sendChatMessage = (input: SendChatInput) =>
  apiSend('POST', '/wps/support/chat/messages', chatMessageSchema, { body: input, background: true });
