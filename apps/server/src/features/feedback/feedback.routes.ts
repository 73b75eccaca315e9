import { envelope } from '@arcadia/contract';
import {
  feedbackIdParamsSchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackPayloadSchema,
  feedbackReceiptSchema,
  feedbackReplyInputSchema,
  feedbackReplyStateSchema,
  memberFeedbackItemSchema,
} from '@arcadia/contract/feedback';
import { pageOf } from '@arcadia/contract/inbox';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error.js';
import { authOf } from '../../platform/http/auth.js';
import { clientKey } from '../../platform/http/client-key.js';
import { ok } from '../../platform/http/envelope.js';
import { opsActorOf } from '../../platform/http/ops-guard.js';
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

export type FeedbackOpsRoutesOptions = { service: FeedbackService; merchantId(code: string): Promise<number> };

/** Registered inside the ops scope (bearer token + audit) by features/index.ts. */
export const feedbackOpsRoutes: FastifyPluginAsyncZod<FeedbackOpsRoutesOptions> = async (app, { service, merchantId }) => {
  app.get(
    '/ops/merchants/:code/feedback',
    {
      config: { merchant: false, opsPermission: 'support' },
      schema: {
        tags: ['ops'],
        summary: 'Feedback received, newest first',
        params: merchantCodeParamsSchema,
        querystring: feedbackListQuerySchema,
        response: { 200: envelope(pageOf(feedbackItemSchema)) },
      },
    },
    async (req) => ok(await service.list(await merchantId(req.params.code), req.query.page, req.query.size)),
  );

  app.post(
    '/ops/merchants/:code/feedback/:id/reply',
    {
      config: { merchant: false, opsPermission: 'support' },
      schema: {
        tags: ['ops'],
        summary: "Answer a member's feedback (replaces an earlier answer); the member gets an inbox message",
        params: feedbackIdParamsSchema,
        body: feedbackReplyInputSchema,
        response: { 200: envelope(feedbackReplyStateSchema) },
      },
    },
    async (req) => {
      const actor = opsActorOf(req);
      const operator = actor?.kind === 'operator' ? actor.operator.username : 'ops-token';
      return ok(await service.reply(await merchantId(req.params.code), req.params.id, req.body.reply, operator));
    },
  );

  app.get(
    '/ops/merchants/:code/feedback/:id/image',
    {
      config: { merchant: false, opsPermission: 'support' },
      schema: { tags: ['ops'], summary: 'The image attached to a feedback', params: feedbackIdParamsSchema },
    },
    async (req, reply) => {
      const found = await service.image(await merchantId(req.params.code), req.params.id);
      if (!found) throw new AppError('not_found', 404);
      // Served as an attachment with a fixed type: an operator's browser never runs it as a page.
      reply.header('content-type', found.mime).header('content-disposition', 'attachment').header('x-content-type-options', 'nosniff');
      return reply.send(found.image);
    },
  );
};
