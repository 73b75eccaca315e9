import { envelope } from '@arcadia/contract';
import { payoutPendingSchema } from '@arcadia/contract/finance';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import {
  idParamsSchema,
  opsRedemptionQuerySchema,
  opsRedemptionSchema,
  pointConfigSchema,
  pointsAdjustResultSchema,
  pointsAdjustSchema,
  pointsInfoInputSchema,
  pointsReconciliationSchema,
  redemptionDecisionSchema,
  rewardImagesInputSchema,
  rewardInputSchema,
  rewardSchema,
  rewardTypeInputSchema,
  rewardTypeSchema,
} from '@arcadia/contract/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { financeActor as opsPayoutActor } from '../finance/index.js';
import type { PointsMall } from './points.mall.js';
import type { PointsService } from './points.service.js';

export type PointsOpsRoutesOptions = { service: PointsService; mall: PointsMall; merchantId(code: string): Promise<number> };
const tags = ['ops'];

/** Registered inside the ops scope (bearer token + audit) by features/routes.ts. */
export const pointsOpsRoutes: FastifyPluginAsyncZod<PointsOpsRoutesOptions> = async (app, { service, mall, merchantId }) => {
  const { catalogue } = service;
  app.put(
    '/ops/merchants/:code/points/config',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags,
        summary: 'Point config; raising any rate (exchange or earn) waits for a second operator (pending, approvalId)',
        params: merchantCodeParamsSchema,
        body: pointConfigSchema,
        response: { 200: envelope(z.union([pointConfigSchema, payoutPendingSchema])) },
      },
    },
    async (req) => ok(await catalogue.saveConfig(await merchantId(req.params.code), req.body, opsPayoutActor(req))),
  );
  app.get(
    '/ops/merchants/:code/points/info',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags,
        summary: "The mall's (i) explanation, every language (empty where not set)",
        params: merchantCodeParamsSchema,
        response: { 200: envelope(pointsInfoInputSchema) },
      },
    },
    async (req) => ok(await catalogue.infoAll(await merchantId(req.params.code))),
  );
  app.put(
    '/ops/merchants/:code/points/info',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags,
        summary: "Set the mall's (i) explanation per language (plain text; empty removes a language)",
        params: merchantCodeParamsSchema,
        body: pointsInfoInputSchema,
        response: { 200: envelope(pointsInfoInputSchema) },
      },
    },
    async (req) => ok(await catalogue.saveInfo(await merchantId(req.params.code), req.body)),
  );
  app.put(
    '/ops/merchants/:code/points/reward-types',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags,
        summary: 'Create or rename a reward type (by typeId)',
        params: merchantCodeParamsSchema,
        body: rewardTypeInputSchema,
        response: { 200: envelope(z.array(rewardTypeSchema)) },
      },
    },
    async (req) => ok(await catalogue.saveType(await merchantId(req.params.code), req.body)),
  );
  app.post(
    '/ops/merchants/:code/points/rewards',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags,
        summary: 'Add a reward',
        params: merchantCodeParamsSchema,
        body: rewardInputSchema,
        response: { 200: envelope(rewardSchema) },
      },
    },
    async (req) => ok(await catalogue.createReward(await merchantId(req.params.code), req.body)),
  );
  app.put(
    '/ops/merchants/:code/points/rewards/:id',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags,
        summary: 'Change a reward (prices, stock, text, on or off the shelf)',
        params: idParamsSchema,
        body: rewardInputSchema,
        response: { 200: envelope(rewardSchema) },
      },
    },
    async (req) => ok(await catalogue.updateReward(await merchantId(req.params.code), req.params.id, req.body)),
  );
  app.put(
    '/ops/merchants/:code/points/rewards/:id/images',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags,
        summary: 'Replace a reward’s merchandise images (S small, M main)',
        params: idParamsSchema,
        body: rewardImagesInputSchema,
        response: { 200: envelope(rewardSchema) },
      },
    },
    async (req) => ok(await catalogue.setImages(await merchantId(req.params.code), req.params.id, req.body.images)),
  );
  app.get(
    '/ops/merchants/:code/points/redemptions',
    {
      schema: {
        tags,
        summary: 'Redemptions by status (default P, pending)',
        params: merchantCodeParamsSchema,
        querystring: opsRedemptionQuerySchema,
        response: { 200: envelope(z.array(opsRedemptionSchema)) },
      },
    },
    async (req) => ok(await service.opsRedemptions(await merchantId(req.params.code), req.query.status)),
  );
  for (const [action, decision] of [
    ['approve', 'A'],
    ['reject', 'R'],
  ] as const)
    app.post(
      `/ops/merchants/:code/points/redemptions/:id/${action}`,
      {
        config: { opsPermission: 'finance' },
        schema: {
          tags,
          summary: decision === 'A' ? 'Approve a pending redemption' : 'Reject a pending redemption: points, money and stock go back',
          params: idParamsSchema,
          body: redemptionDecisionSchema,
          response: { 200: envelope(opsRedemptionSchema) },
        },
      },
      async (req) => ok(await mall.decide(await merchantId(req.params.code), req.params.id, decision, req.body.remarks)),
    );
  app.post(
    '/ops/merchants/:code/points/adjust',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags,
        summary:
          "Add or take points by hand (keyed); above the merchant's approval threshold (at its points-to-money rate) it waits for a second operator (pending, approvalId)",
        params: merchantCodeParamsSchema,
        body: pointsAdjustSchema,
        response: { 200: envelope(pointsAdjustResultSchema) },
      },
    },
    async (req) =>
      ok(await service.adjust(await merchantId(req.params.code), req.body.memberId, req.body.amount, req.body.key, opsPayoutActor(req))),
  );
  app.get(
    '/ops/merchants/:code/points/reconcile',
    {
      schema: {
        tags,
        summary: 'Points ledger reconciliation: balances that disagree with their entries (none when right)',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(pointsReconciliationSchema) },
      },
    },
    async (req) => ok(await service.reconcile(await merchantId(req.params.code))),
  );
};
