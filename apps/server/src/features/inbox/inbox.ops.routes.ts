import { envelope } from '@arcadia/contract';
import { noticeSchema, publishNoticeInputSchema, sendMessageInputSchema, sendMessageResultSchema } from '@arcadia/contract/inbox';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { InboxService } from './inbox.service.js';

export type InboxOpsRoutesOptions = { service: InboxService; merchantId(code: string): Promise<number> };

/** Registered inside the ops scope (bearer token + audit) by features/routes.ts. */
export const inboxOpsRoutes: FastifyPluginAsyncZod<InboxOpsRoutesOptions> = async (app, { service, merchantId }) => {
  app.post(
    '/ops/merchants/:code/inbox/messages',
    {
      config: { opsPermission: 'support' },
      schema: {
        tags: ['ops'],
        summary: 'Send a message to members (raises a real-time INBOX event)',
        params: merchantCodeParamsSchema,
        body: sendMessageInputSchema,
        response: { 200: envelope(sendMessageResultSchema) },
      },
    },
    async (req) => ok(await service.send(await merchantId(req.params.code), req.body, { marketing: true })),
  );

  app.post(
    '/ops/merchants/:code/notices',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags: ['ops'],
        summary: 'Publish a notice (HTML sanitised on write)',
        params: merchantCodeParamsSchema,
        body: publishNoticeInputSchema,
        response: { 200: envelope(noticeSchema) },
      },
    },
    async (req) => ok(await service.publishNotice(await merchantId(req.params.code), req.body)),
  );
};
