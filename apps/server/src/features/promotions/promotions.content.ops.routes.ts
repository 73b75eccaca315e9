import { envelope, removedResultSchema } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import {
  htmlPreviewInputSchema,
  htmlPreviewSchema,
  opsPopupSchema,
  opsPromotionSchema,
  popupInputSchema,
  promotionInputSchema,
} from '@arcadia/contract/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { PromotionsContentService } from './promotions.content.service.js';

export type PromotionsContentOpsRoutesOptions = { content: PromotionsContentService; merchantId(code: string): Promise<number> };

const tags = ['ops'];
const idParams = merchantCodeParamsSchema.extend({ id: z.coerce.number().int().positive() });

/** The console's promotion and popup editors (ADR 026); registered inside the ops scope by features/routes.ts. */
export const promotionsContentOpsRoutes: FastifyPluginAsyncZod<PromotionsContentOpsRoutesOptions> = async (
  app,
  { content, merchantId },
) => {
  app.post(
    '/ops/merchants/:code/content/preview',
    {
      // Changes nothing, so it is not an audited write (ADR 026); content operators use it while editing.
      config: { opsPermission: 'content', opsReadOnly: true },
      schema: {
        tags,
        summary: 'Operator HTML as the server would store it (the sanitiser of every content write)',
        params: merchantCodeParamsSchema,
        body: htmlPreviewInputSchema,
        response: { 200: envelope(htmlPreviewSchema) },
      },
    },
    async (req) => {
      await merchantId(req.params.code);
      return ok(content.preview(req.body.html));
    },
  );
  app.get(
    '/ops/merchants/:code/promotions',
    {
      schema: {
        tags,
        summary: 'Every promotion, past, running and scheduled',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(z.array(opsPromotionSchema)) },
      },
    },
    async (req) => ok(await content.promotions(await merchantId(req.params.code))),
  );
  app.put(
    '/ops/merchants/:code/promotions/:id',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags,
        summary: 'Change a promotion (HTML sanitised on write; dates schedule it)',
        params: idParams,
        body: promotionInputSchema,
        response: { 200: envelope(opsPromotionSchema) },
      },
    },
    async (req) => ok(await content.updatePromotion(await merchantId(req.params.code), req.params.id, req.body)),
  );
  app.post(
    '/ops/merchants/:code/promotions/:id/end',
    {
      config: { opsPermission: 'content' },
      schema: { tags, summary: 'End a promotion now (disable)', params: idParams, response: { 200: envelope(opsPromotionSchema) } },
    },
    async (req) => ok(await content.endPromotion(await merchantId(req.params.code), req.params.id)),
  );
  app.delete(
    '/ops/merchants/:code/promotions/:id',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags,
        summary: 'Delete a promotion nobody applied for',
        params: idParams,
        response: { 200: envelope(removedResultSchema) },
      },
    },
    async (req) => {
      await content.removePromotion(await merchantId(req.params.code), req.params.id);
      return ok({ removed: req.params.id });
    },
  );
  app.get(
    '/ops/merchants/:code/popups',
    {
      schema: {
        tags,
        summary: 'Every advertisement popup',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(z.array(opsPopupSchema)) },
      },
    },
    async (req) => ok(await content.popups(await merchantId(req.params.code))),
  );
  app.put(
    '/ops/merchants/:code/popups/:id',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags,
        summary: 'Change an advertisement popup (HTML sanitised on write)',
        params: idParams,
        body: popupInputSchema,
        response: { 200: envelope(opsPopupSchema) },
      },
    },
    async (req) => ok(await content.updatePopup(await merchantId(req.params.code), req.params.id, req.body)),
  );
};
