import { envelope, removedResultSchema } from '@arcadia/contract';
import { opsNoticeSchema, publishNoticeInputSchema } from '@arcadia/contract/inbox';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { NoticesOpsService } from './inbox.notices-ops.service.js';

export type NoticesOpsRoutesOptions = { notices: NoticesOpsService; merchantId(code: string): Promise<number> };

const tags = ['ops'];
const idParams = merchantCodeParamsSchema.extend({ id: z.coerce.number().int().positive() });

/** The console's notice editor (ADR 026); registered inside the ops scope by features/routes.ts. */
export const noticesOpsRoutes: FastifyPluginAsyncZod<NoticesOpsRoutesOptions> = async (app, { notices, merchantId }) => {
  app.get(
    '/ops/merchants/:code/notices',
    {
      schema: {
        tags,
        summary: 'Every notice, past, running and scheduled',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(z.array(opsNoticeSchema)) },
      },
    },
    async (req) => ok(await notices.all(await merchantId(req.params.code))),
  );
  app.put(
    '/ops/merchants/:code/notices/:id',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags,
        summary: 'Change a notice (HTML sanitised on write; dates schedule it)',
        params: idParams,
        body: publishNoticeInputSchema,
        response: { 200: envelope(opsNoticeSchema) },
      },
    },
    async (req) => ok(await notices.update(await merchantId(req.params.code), req.params.id, req.body)),
  );
  app.delete(
    '/ops/merchants/:code/notices/:id',
    {
      config: { opsPermission: 'content' },
      schema: { tags, summary: 'Delete a notice', params: idParams, response: { 200: envelope(removedResultSchema) } },
    },
    async (req) => {
      await notices.remove(await merchantId(req.params.code), req.params.id);
      return ok({ removed: req.params.id });
    },
  );
};
