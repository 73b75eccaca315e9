import { envelope } from '@arcadia/contract';
import {
  feedbackIdParamsSchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackReplyInputSchema,
  feedbackReplyStateSchema,
} from '@arcadia/contract/feedback';
import { pageOf } from '@arcadia/contract/inbox';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { opsActorOf } from '../../platform/http/ops-guard.js';
import type { FeedbackService } from './feedback.service.js';

export type FeedbackOpsRoutesOptions = { service: FeedbackService; merchantId(code: string): Promise<number> };

/** Registered inside the ops scope (bearer token + audit) by features/routes.ts. */
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
