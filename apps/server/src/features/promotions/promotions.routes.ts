import { envelope, removedResultSchema } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import {
  applicationListQuerySchema,
  approveApplicationResultSchema,
  approveApplicationSchema,
  availablePromotionsSchema,
  bannerInputSchema,
  bannerQuerySchema,
  bannerSchema,
  opsApplicationSchema,
  opsBannerSchema,
  popupInputSchema,
  popupSchema,
  promotionInputSchema,
  promotionSchema,
  rejectApplicationSchema,
  rewardApplicationInputSchema,
  rewardApplicationSchema,
} from '@arcadia/contract/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { financeActor as opsPayoutActor } from '../finance/index.js';
import type { PromotionsService } from './promotions.service.js';
import { wageringOpsRoutes, wageringRoutes } from './promotions.wagering.routes.js';

const tags = ['promotions'];
/** Three 5 MB pictures as base64 text, plus the rest of the body. */
const APPLY_BODY_LIMIT = 22 * 1024 * 1024;

export type PromotionsRoutesOptions = { service: PromotionsService };

export const promotionsRoutes: FastifyPluginAsyncZod<PromotionsRoutesOptions> = async (app, { service }) => {
  await wageringRoutes(app, { service });
  app.get(
    '/wps/promotions/banners',
    {
      schema: {
        tags,
        summary: 'Banners of a group (carousel)',
        querystring: bannerQuerySchema,
        response: { 200: envelope(z.array(bannerSchema)) },
      },
    },
    async (req) => ok(await service.banners(req.merchant.id, req.query.groupName, req.language)),
  );

  app.get(
    '/wps/promotions/popups',
    {
      config: { auth: 'optional' },
      schema: { tags, summary: 'Advertisement popups for this visitor or member', response: { 200: envelope(z.array(popupSchema)) } },
    },
    async (req) => ok(await service.popups(req.merchant.id, req.auth?.kind === 'member', req.language)),
  );

  app.get(
    '/wps/promotions',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Running promotions (with the member’s own application status)',
        response: { 200: envelope(z.array(promotionSchema)) },
      },
    },
    async (req) => ok(await service.list(req.merchant.id, req.auth?.kind === 'member' ? req.auth.memberId : null, req.language)),
  );

  app.get(
    '/wps/promotions/available',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'getAvailablePromotions: counts by type (polled every 5 minutes)',
        response: { 200: envelope(availablePromotionsSchema) },
      },
    },
    async (req) => ok(await service.available(req.merchant.id, authOf(req).memberId)),
  );

  app.post(
    '/wps/promotions/apply',
    {
      config: { auth: 'real', money: true },
      bodyLimit: APPLY_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Sign-up request reward: pictures (jpg/png data URLs, ≤ 5 MB, ≤ 3), promotionId, remarks (≤ 140)',
        body: rewardApplicationInputSchema,
        response: { 200: envelope(rewardApplicationSchema) },
      },
    },
    async (req) => ok(await service.apply(req.merchant.id, authOf(req).memberId, req.body, req.language)),
  );

  app.get(
    '/wps/promotions/claims',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Promotion claim list: the member’s applications and wagering requirements',
        response: { 200: envelope(z.array(rewardApplicationSchema)) },
      },
    },
    async (req) => ok(await service.applicationsOf(req.merchant.id, authOf(req).memberId, req.language)),
  );
};

export type PromotionsOpsRoutesOptions = { service: PromotionsService; merchantId(code: string): Promise<number> };

const opsTags = ['ops'];
const appParams = merchantCodeParamsSchema.extend({ id: z.coerce.number().int().positive() });

/** Registered inside the ops scope (bearer token + audit) by features/routes.ts. */
export const promotionsOpsRoutes: FastifyPluginAsyncZod<PromotionsOpsRoutesOptions> = async (app, { service, merchantId }) => {
  await wageringOpsRoutes(app, { service, merchantId });
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
