import { envelope } from '@arcadia/contract';
import {
  opsCatalogueQuerySchema,
  opsCatalogueSchema,
  opsGameInputSchema,
  opsGameParamsSchema,
  opsGameResultSchema,
  opsVendorInputSchema,
  opsVendorParamsSchema,
  opsVendorSchema,
} from '@arcadia/contract/games';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { GamesOps } from './games.ops.js';

const tags = ['ops'];
export type GamesOpsRoutesOptions = { ops: GamesOps; merchantId(code: string): Promise<number> };

/** Vendors and the game catalogue for a merchant's operators (ADR 027). */
export const gamesOpsRoutes: FastifyPluginAsyncZod<GamesOpsRoutesOptions> = async (app, { ops, merchantId }) => {
  app.get(
    '/ops/merchants/:code/games/vendors',
    {
      config: { opsPermission: 'read' },
      schema: {
        tags,
        summary: 'Every vendor with its switch and maintenance window for the merchant',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(z.array(opsVendorSchema)) },
      },
    },
    async (req) => ok(await ops.vendors(await merchantId(req.params.code))),
  );

  app.put(
    '/ops/merchants/:code/games/vendors/:vendor',
    {
      config: { opsPermission: 'admin' },
      schema: {
        tags,
        summary: 'Switch a vendor on or off for the merchant and set (or clear, with nulls) its maintenance window',
        params: opsVendorParamsSchema,
        body: opsVendorInputSchema,
        response: { 200: envelope(opsVendorSchema) },
      },
    },
    async (req) => ok(await ops.setVendor(await merchantId(req.params.code), req.params.vendor, req.body)),
  );

  app.get(
    '/ops/merchants/:code/games/catalogue',
    {
      config: { opsPermission: 'read' },
      schema: {
        tags,
        summary: 'The game catalogue with the merchant’s switch per game; search by name or vendor code, paged',
        params: merchantCodeParamsSchema,
        querystring: opsCatalogueQuerySchema,
        response: { 200: envelope(opsCatalogueSchema) },
      },
    },
    async (req) => ok(await ops.catalogue(await merchantId(req.params.code), req.query)),
  );

  app.put(
    '/ops/merchants/:code/games/catalogue/:nodeId',
    {
      config: { opsPermission: 'content' },
      schema: {
        tags,
        summary: 'Switch one game on or off for the merchant (hidden from its lobby, launches refused)',
        params: opsGameParamsSchema,
        body: opsGameInputSchema,
        response: { 200: envelope(opsGameResultSchema) },
      },
    },
    async (req) => ok(await ops.setGame(await merchantId(req.params.code), req.params.nodeId, req.body.enabled)),
  );
};
