import { encryptedBodySchema, envelope } from '@arcadia/contract';
import {
  convertPayloadSchema,
  convertResultSchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointsInfoSchema,
  pointTransactionPageSchema,
  redeemListQuerySchema,
  redeemPayloadSchema,
  redeemRecordPageSchema,
  redeemRecordSchema,
  rewardPageSchema,
  rewardQuerySchema,
  rewardTypeSchema,
  transactionQuerySchema,
} from '@arcadia/contract/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PayloadCrypto } from '../../platform/crypto/payload-crypto.js';
import { AppError } from '../../platform/http/app-error.js';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { parseOrThrow } from '../../platform/http/validate.js';
import type { PointsMall } from './points.mall.js';
import type { PointsService } from './points.service.js';

/** `mall`: redemptions and conversions, whose money moves through workflows/redeem-points.ts. */
export type PointsRoutesOptions = { service: PointsService; mall: PointsMall; crypto: PayloadCrypto };
const tags = ['points'];

/** The points mall (spec 001 §7 "points" calls; paths not shown there, chosen under /wps/points). */
/** Redeem and convert check a password: a member may try at most this many a minute. */
const PASSWORD_TRIES_PER_MINUTE = 30;

export const pointsRoutes: FastifyPluginAsyncZod<PointsRoutesOptions> = async (app, { service, mall, crypto }) => {
  const throttle = app.createRateLimit({
    max: PASSWORD_TRIES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req) => `points:${req.merchant.id}:${req.auth?.memberId ?? req.ip}`,
  });
  const limit = async (req: Parameters<typeof throttle>[0]) => {
    const r = await throttle(req);
    if (!r.isAllowed && r.isExceeded) throw new AppError('TOO_MANY_REQUESTS', 429);
  };
  const balance = async (merchantId: number, memberId: number) => ok(await service.balance(merchantId, memberId));
  app.get(
    '/wps/points/balance',
    {
      config: { auth: 'real' },
      schema: { tags, summary: 'Point balance (pointBalance)', response: { 200: envelope(pointBalanceSchema) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return balance(req.merchant.id, authOf(req).memberId);
    },
  );
  app.post(
    '/wps/points/balance/refresh',
    {
      config: { auth: 'real' },
      schema: { tags, summary: 'Point balance read fresh (refreshPointBalance)', response: { 200: envelope(pointBalanceSchema) } },
    },
    async (req) => balance(req.merchant.id, authOf(req).memberId),
  );
  app.get(
    '/wps/points/config',
    { schema: { tags, summary: 'Point config: exchange rate and accrual rates', response: { 200: envelope(pointConfigSchema) } } },
    async (req) => ok(await service.catalogue.config(req.merchant.id)),
  );
  app.get(
    '/wps/points/info',
    {
      schema: {
        tags,
        summary: "The mall's (i) explanation of earning and using points, in the request's Language (info icon)",
        response: { 200: envelope(pointsInfoSchema) },
      },
    },
    async (req) => ok(await service.catalogue.info(req.merchant.id, req.language)),
  );
  app.get(
    '/wps/points/reward-types',
    { schema: { tags, summary: 'Reward types (the mall tabs)', response: { 200: envelope(z.array(rewardTypeSchema)) } } },
    async (req) => ok(await service.catalogue.types(req.merchant.id)),
  );
  app.get(
    '/wps/points/rewards',
    {
      schema: {
        tags,
        summary: 'Rewards (page, size up to 1000, type)',
        querystring: rewardQuerySchema,
        response: { 200: envelope(rewardPageSchema) },
      },
    },
    async (req) => ok(await service.catalogue.rewards(req.merchant.id, req.query)),
  );
  app.post(
    '/wps/points/redeem',
    {
      config: { auth: 'real', money: true },
      schema: {
        tags,
        summary: 'Redeem (encrypted: rewardId, quantity, redeemType, password, province, name, address, telphone, remarks)',
        body: encryptedBodySchema,
        response: { 200: envelope(redeemRecordSchema) },
      },
    },
    async (req) => {
      await limit(req);
      const p = parseOrThrow(redeemPayloadSchema, await crypto.decryptJson(req.body.encrypted));
      return ok(await mall.redeem(req.merchant.id, authOf(req).memberId, p));
    },
  );
  app.get(
    '/wps/points/redeem',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Redemption records (startDate, endDate in ms, at most 30 days; page; size 13; status)',
        querystring: redeemListQuerySchema,
        response: { 200: envelope(redeemRecordPageSchema) },
      },
    },
    async (req) => ok(await service.records(req.merchant.id, authOf(req).memberId, req.query)),
  );
  app.get(
    '/wps/points/transactions',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Point transactions (startTime, endTime in ms, at most 30 days; page; size 12)',
        querystring: transactionQuerySchema,
        response: { 200: envelope(pointTransactionPageSchema) },
      },
    },
    async (req) => ok(await service.transactions(req.merchant.id, authOf(req).memberId, req.query)),
  );
  app.post(
    '/wps/points/convert',
    {
      config: { auth: 'real', money: true },
      schema: {
        tags,
        summary: 'Convert points to wallet money (encrypted: amount, password, key)',
        body: encryptedBodySchema,
        response: { 200: envelope(convertResultSchema) },
      },
    },
    async (req) => {
      await limit(req);
      const p = parseOrThrow(convertPayloadSchema, await crypto.decryptJson(req.body.encrypted));
      return ok(await mall.convert(req.merchant.id, authOf(req).memberId, p));
    },
  );
};
