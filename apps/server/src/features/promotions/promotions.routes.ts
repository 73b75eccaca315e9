import { envelope } from '@arcadia/contract';
import {
  availablePromotionsSchema,
  bannerQuerySchema,
  bannerSchema,
  popupSchema,
  promotionCategorySchema,
  promotionListQuerySchema,
  promotionSchema,
  rewardApplicationInputSchema,
  rewardApplicationSchema,
} from '@arcadia/contract/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { promoCodesRoutes } from './promotions.promo-codes.routes.js';
import type { PromotionsService } from './promotions.service.js';
import { wageringRoutes } from './promotions.wagering.routes.js';

const tags = ['promotions'];
/** Three 5 MB pictures as base64 text, plus the rest of the body. */
const APPLY_BODY_LIMIT = 22 * 1024 * 1024;

export type PromotionsRoutesOptions = { service: PromotionsService };

export const promotionsRoutes: FastifyPluginAsyncZod<PromotionsRoutesOptions> = async (app, { service }) => {
  await wageringRoutes(app, { service });
  await promoCodesRoutes(app, { service });
  // Spec 001 §2 names `/promotion` as a link target; the list lives at `/promotions` (spec 000 §2).
  // A link from outside the app reaches the server first, so it answers the redirect itself (the
  // browser keeps any #promotionId across it); links inside the app are redirected by the router.
  app.get('/promotion', { config: { merchant: false }, schema: { hide: true } }, async (req, reply) => {
    const query = req.url.indexOf('?');
    return reply.redirect(`/promotions${query < 0 ? '' : req.url.slice(query)}`, 301);
  });
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
    async (req) => ok(await service.popups(req.merchant.id, req.auth?.kind === 'member' ? req.auth.memberId : null, req.language)),
  );

  app.get(
    '/wps/promotions',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'Running promotions (with the member’s own application status); category filters by type',
        querystring: promotionListQuerySchema,
        response: { 200: envelope(z.array(promotionSchema)) },
      },
    },
    async (req) =>
      ok(await service.list(req.merchant.id, req.auth?.kind === 'member' ? req.auth.memberId : null, req.language, req.query.category)),
  );

  app.get(
    '/wps/promotions/categories',
    {
      schema: {
        tags,
        summary: 'Promotion announcement categories: the types of the running promotions, with counts (ADR 053)',
        response: { 200: envelope(z.array(promotionCategorySchema)) },
      },
    },
    async (req) => ok(await service.categories(req.merchant.id)),
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
