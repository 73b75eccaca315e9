import { type FeedbackPayload, feedbackReceiptSchema } from '@arcadia/contract/feedback';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/feedback (spec 000 §7). Errors are shown in the form, not the global dialog. */
export const sendFeedback = (body: FeedbackPayload) =>
  apiSend('POST', '/wps/feedback', feedbackReceiptSchema, { body, background: true, timeoutMs: 30_000 });
