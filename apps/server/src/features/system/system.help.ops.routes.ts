import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import {
  helpItemCreateSchema,
  helpItemDeleteQuerySchema,
  helpItemDeleteResultSchema,
  helpItemIdParamsSchema,
  helpItemMoveSchema,
  helpItemsQuerySchema,
  helpItemUpdateSchema,
  opsHelpItemSchema,
} from '@arcadia/contract/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { HelpItemsService } from './system.help.js';

export type SystemOpsHelpRoutesOptions = { help: HelpItemsService; merchantId(code: string): Promise<number> };

const tags = ['ops'];
const config = { opsPermission: 'content' } as const;

/** The console's help editor, one item at a time (ADR 031). Registered inside the ops scope by features/routes.ts. */
export const systemOpsHelpRoutes: FastifyPluginAsyncZod<SystemOpsHelpRoutesOptions> = async (app, { help, merchantId }) => {
  app.get(
    '/ops/merchants/:code/help-items',
    {
      schema: {
        tags,
        summary: "A language's help items, flat and in order (parentId null for a parent)",
        params: merchantCodeParamsSchema,
        querystring: helpItemsQuerySchema,
        response: { 200: envelope(z.array(opsHelpItemSchema)) },
      },
    },
    async (req) => ok(await help.list(await merchantId(req.params.code), req.query.language)),
  );
  app.post(
    '/ops/merchants/:code/help-items',
    {
      config,
      schema: {
        tags,
        summary: 'Add a parent (parentId null) or a child under a parent; HTML sanitised on write',
        params: merchantCodeParamsSchema,
        body: helpItemCreateSchema,
        response: { 200: envelope(opsHelpItemSchema) },
      },
    },
    async (req) => ok(await help.create(await merchantId(req.params.code), req.body)),
  );
  app.put(
    '/ops/merchants/:code/help-items/:id',
    {
      config,
      schema: {
        tags,
        summary: "Edit an item's tag, title, HTML and colour",
        params: helpItemIdParamsSchema,
        body: helpItemUpdateSchema,
        response: { 200: envelope(opsHelpItemSchema) },
      },
    },
    async (req) => ok(await help.update(await merchantId(req.params.code), req.params.id, req.body)),
  );
  app.post(
    '/ops/merchants/:code/help-items/:id/move',
    {
      config,
      schema: {
        tags,
        summary: 'Move an item one place up or down among its siblings',
        params: helpItemIdParamsSchema,
        body: helpItemMoveSchema,
        response: { 200: envelope(z.array(opsHelpItemSchema)) },
      },
    },
    async (req) => ok(await help.move(await merchantId(req.params.code), req.params.id, req.body.direction)),
  );
  app.delete(
    '/ops/merchants/:code/help-items/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete an item; a parent with children needs ?cascade=true',
        params: helpItemIdParamsSchema,
        querystring: helpItemDeleteQuerySchema,
        response: { 200: envelope(helpItemDeleteResultSchema) },
      },
    },
    async (req) => ok(await help.remove(await merchantId(req.params.code), req.params.id, req.query.cascade === 'true')),
  );
};
