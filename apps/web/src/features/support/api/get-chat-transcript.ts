import { chatThreadSchema } from '@arcadia/contract/support';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/support/chat/conversations/:id/messages?before=: an older page of one of the member's conversations. */
export const getChatTranscript = (conversationId: number, before?: number) =>
  apiGet(`/wps/support/chat/conversations/${conversationId}/messages`, chatThreadSchema, { query: { before }, background: true });
