import { envelope } from '@arcadia/contract';
import {
  feedbackListQuerySchema,
  feedbackPayloadSchema,
  feedbackReceiptSchema,
  memberFeedbackItemSchema,
} from '@arcadia/contract/feedback';
import { pageOf } from '@arcadia/contract/inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth.js';
import { clientKey } from '../../platform/http/client-key.js';
import { ok } from '../../platform/http/envelope.js';
import type { FeedbackService } from './feedback.service.js';

const tags = ['feedback'];

export type FeedbackRoutesOptions = { service: FeedbackService; feedbackPerMinute?: number };

export const feedbackRoutes: FastifyPluginAsyncZod<FeedbackRoutesOptions> = async (app, { service, feedbackPerMinute = 10 }) => {
  app.post(
    '/wps/feedback',
    {
      // Visitors may send feedback too; a token only adds the account and allows an image.
      config: { auth: 'optional', rateLimit: { max: feedbackPerMinute, timeWindow: 60_000 } },
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Send feedback (spec 000 §3 payload; image as data URL, members only)',
        body: feedbackPayloadSchema,
        response: { 200: envelope(feedbackReceiptSchema) },
      },
    },
    async (req) => {
      const ctx = { memberId: req.auth?.kind === 'member' ? req.auth.memberId : null, clientKey: clientKey(req), ip: req.ip };
      return ok(await service.submit(req.merchant.id, ctx, req.body));
    },
  );

  app.get(
    '/wps/feedback/mine',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: "The member's own feedback with the operators' replies, newest first",
        querystring: feedbackListQuerySchema,
        response: { 200: envelope(pageOf(memberFeedbackItemSchema)) },
      },
    },
    async (req) => ok(await service.mine(req.merchant.id, authOf(req).memberId, req.query.page, req.query.size)),
  );
};
