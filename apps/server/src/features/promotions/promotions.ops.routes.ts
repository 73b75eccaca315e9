import { envelope, removedResultSchema } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import {
  applicationListQuerySchema,
  approveApplicationResultSchema,
  approveApplicationSchema,
  bannerInputSchema,
  bannerSchema,
  opsApplicationSchema,
  opsBannerSchema,
  popupInputSchema,
  popupSchema,
  promotionInputSchema,
  promotionSchema,
  rejectApplicationSchema,
} from '@arcadia/contract/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { financeActor as opsPayoutActor } from '../finance/index.js';
import { promoCodesOpsRoutes } from './promotions.promo-codes.ops.routes.js';
import type { PromotionsService } from './promotions.service.js';
import { wageringOpsRoutes } from './promotions.wagering.ops.routes.js';

export type PromotionsOpsRoutesOptions = { service: PromotionsService; merchantId(code: string): Promise<number> };

const opsTags = ['ops'];
const appParams = merchantCodeParamsSchema.extend({ id: z.coerce.number().int().positive() });

/** Registered inside the ops scope (bearer token + audit) by features/routes.ts. */
export const promotionsOpsRoutes: FastifyPluginAsyncZod<PromotionsOpsRoutesOptions> = async (app, { service, merchantId }) => {
  await wageringOpsRoutes(app, { service, merchantId });
  await promoCodesOpsRoutes(app, { service, merchantId });
  app.post(
    '/ops/merchants/:code/promotions',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags: opsTags,
        summary: 'Publish a promotion (HTML sanitised on write)',
        params: merchantCodeParamsSchema,
        body: promotionInputSchema,
        response: { 200: envelope(promotionSchema) },
      },
    },
    async (req) => ok(await service.addPromotion(await merchantId(req.params.code), req.body)),
  );
  app.post(
    '/ops/merchants/:code/banners',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags: opsTags,
        summary: 'Add a banner',
        params: merchantCodeParamsSchema,
        body: bannerInputSchema,
        response: { 200: envelope(bannerSchema) },
      },
    },
    async (req) => {
      if (req.body.linkageType === 'G' && !req.body.vendor)
        throw new AppError('invalid_request', 400, { detail: 'a G banner names its vendor' });
      return ok(await service.addBanner(await merchantId(req.params.code), req.body));
    },
  );
  app.get(
    '/ops/merchants/:code/banners',
    {
      schema: {
        tags: opsTags,
        summary: 'Every banner of every group',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(z.array(opsBannerSchema)) },
      },
    },
    async (req) => ok(await service.opsBanners(await merchantId(req.params.code))),
  );
  app.put(
    '/ops/merchants/:code/banners/:id',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags: opsTags,
        summary: 'Change a banner (image, link, group, order)',
        params: merchantCodeParamsSchema.extend({ id: z.coerce.number().int().positive() }),
        body: bannerInputSchema,
        response: { 200: envelope(opsBannerSchema) },
      },
    },
    async (req) => {
      if (req.body.linkageType === 'G' && !req.body.vendor)
        throw new AppError('invalid_request', 400, { detail: 'a G banner names its vendor' });
      return ok(await service.updateBanner(await merchantId(req.params.code), req.params.id, req.body));
    },
  );
  app.post(
    '/ops/merchants/:code/popups',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags: opsTags,
        summary: 'Add an advertisement popup (HTML sanitised on write)',
        params: merchantCodeParamsSchema,
        body: popupInputSchema,
        response: { 200: envelope(popupSchema) },
      },
    },
    async (req) => ok(await service.addPopup(await merchantId(req.params.code), req.body)),
  );
  app.delete(
    '/ops/merchants/:code/popups/:id',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags: opsTags,
        summary: 'Remove an advertisement popup',
        params: appParams,
        response: { 200: envelope(removedResultSchema) },
      },
    },
    async (req) => {
      await service.removePopup(await merchantId(req.params.code), req.params.id);
      return ok({ removed: req.params.id });
    },
  );
  app.get(
    '/ops/merchants/:code/reward-applications',
    {
      schema: {
        tags: opsTags,
        summary: 'Reward applications (newest first)',
        params: merchantCodeParamsSchema,
        querystring: applicationListQuerySchema,
        response: { 200: envelope(z.array(opsApplicationSchema)) },
      },
    },
    async (req) => ok(await service.applications(await merchantId(req.params.code), req.query.status, req.query.limit)),
  );
  app.get(
    '/ops/merchants/:code/reward-applications/:id/images/:n',
    {
      schema: {
        tags: opsTags,
        summary: 'One re-encoded picture of an application (n from 1)',
        params: appParams.extend({ n: z.coerce.number().int().min(1).max(3) }),
      },
    },
    async (req, reply) => {
      const image = (await service.images(await merchantId(req.params.code), req.params.id))[req.params.n - 1];
      if (!image) throw new AppError('not_found', 404);
      return reply.type(image.mime).header('cache-control', 'private, no-store').send(image.bytes);
    },
  );
  app.post(
    '/ops/merchants/:code/reward-applications/:id/approve',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags: opsTags,
        summary:
          "Approve: pays the bonus once (retries pay nothing more) and raises PROMOTION; above the merchant's approval threshold it waits for a second operator (pending, approvalId)",
        params: appParams,
        body: approveApplicationSchema,
        response: { 200: envelope(approveApplicationResultSchema) },
      },
    },
    async (req) => ok(await service.approve(await merchantId(req.params.code), req.params.id, req.body, opsPayoutActor(req))),
  );
  app.post(
    '/ops/merchants/:code/reward-applications/:id/reject',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags: opsTags,
        summary: 'Reject an application',
        params: appParams,
        body: rejectApplicationSchema,
        response: { 200: envelope(opsApplicationSchema) },
      },
    },
    async (req) => ok(await service.reject(await merchantId(req.params.code), req.params.id, req.body.remarks)),
  );
};
