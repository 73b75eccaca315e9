import { envelope } from '@arcadia/contract';
import {
  merchantCodeParamsSchema,
  opsAuditPageSchema,
  opsAuditQuerySchema,
  opsIpAllowInputSchema,
  opsOperatorCreatedSchema,
  opsOperatorInputSchema,
} from '@arcadia/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { OpsService } from './ops.service.js';

export type OpsConsoleRoutesOptions = {
  service: OpsService;
  merchantId(code: string): Promise<number>;
};

const tags = ['ops'];

/** What the console adds to the ops API: the audit trail, operators and their allow-list. */
export const opsConsoleRoutes: FastifyPluginAsyncZod<OpsConsoleRoutesOptions> = async (app, opts) => {
  const { service, merchantId } = opts;

  app.get(
    '/ops/merchants/:code/audit',
    {
      schema: {
        tags,
        summary: 'The audit trail (newest first): search by action, operator and date range; read-only, nobody edits it',
        params: merchantCodeParamsSchema,
        querystring: opsAuditQuerySchema,
        response: { 200: envelope(opsAuditPageSchema) },
      },
    },
    async (req) => ok(await service.auditPage(await merchantId(req.params.code), req.query)),
  );

  app.post(
    '/ops/merchants/:code/operators',
    {
      schema: {
        tags,
        summary: "Create an operator of this merchant; the answer holds the TOTP secret, shown once (merchantCode must be the path's)",
        params: merchantCodeParamsSchema,
        body: opsOperatorInputSchema.omit({ merchantCode: true }),
        response: { 200: envelope(opsOperatorCreatedSchema) },
      },
    },
    async (req) => {
      const created = await service.createOperator({ ...req.body, merchantId: await merchantId(req.params.code) });
      return ok(created);
    },
  );

  app.get(
    '/ops/merchants/:code/ip-allow-list',
    {
      schema: {
        tags,
        summary: "Addresses the merchant's operators may work from (empty: any)",
        params: merchantCodeParamsSchema,
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (req) => ok(await service.ipAllowList(await merchantId(req.params.code))),
  );

  app.put(
    '/ops/merchants/:code/ip-allow-list',
    {
      schema: {
        tags,
        summary: "Replace the merchant's operator allow-list (addresses or CIDR blocks; empty: any)",
        params: merchantCodeParamsSchema,
        body: opsIpAllowInputSchema,
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (req) => {
      const m = await merchantId(req.params.code);
      await service.setIpAllowList(m, req.body.entries);
      return ok(await service.ipAllowList(m));
    },
  );
};
