import { chatUrlSchema, chatVerifyResultSchema } from '@arcadia/contract/support';
import { apiGet, apiSend } from '../../../lib/api-client';

/** GET /wps/support/chat/url (b2c 1, title, language, headerColor → chatUrl). */
export const getChatUrl = (query: { title: string; language: string; headerColor?: string }) =>
  apiGet('/wps/support/chat/url', chatUrlSchema, { query: { b2c: 1, ...query } });

/** POST /wps/support/chat/verify-token: an external provider's vToken. Background: a failure closes the window quietly. */
export const verifyChatToken = (userId: string, verifyToken: string) =>
  apiSend('POST', '/wps/support/chat/verify-token', chatVerifyResultSchema, { body: { userId, verifyToken }, background: true });
