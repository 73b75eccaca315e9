import { envelope } from '@arcadia/contract';
import type { KycStatus } from '@arcadia/contract/kyc';
import { kycStatusSchema } from '@arcadia/contract/kyc';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import {
  opsRefusalsPageSchema,
  opsRefusalsQuerySchema,
  opsSaferGamblingMemberParamsSchema,
  opsSaferGamblingMemberSchema,
} from '@arcadia/contract/safer-gambling';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { SaferGamblingOps } from './safer-gambling.ops.js';

export type SaferGamblingOpsRoutesOptions = {
  ops: SaferGamblingOps;
  merchantId(code: string): Promise<number>;
  /** The member's KYC level and documents (the KYC feature). */
  kycStatus(merchantId: number, memberId: number): Promise<KycStatus>;
};
const tags = ['ops'];

/**
 * Registered inside the ops scope (operator guard + audit) by features/routes.ts. Read-only: no
 * route changes a limit or lifts an exclusion. Limits and exclusions need `support`; the KYC part
 * is identity data and needs `kyc`, as the KYC feature's own console routes do.
 */
export const saferGamblingOpsRoutes: FastifyPluginAsyncZod<SaferGamblingOpsRoutesOptions> = async (app, { ops, merchantId, kycStatus }) => {
  app.get(
    '/ops/merchants/:code/safer-gambling/members/:account',
    {
      config: { merchant: false, opsPermission: 'support' },
      schema: {
        tags,
        summary: "A member's limits (current and pending), exclusion and the history of their changes",
        params: opsSaferGamblingMemberParamsSchema,
        response: { 200: envelope(opsSaferGamblingMemberSchema) },
      },
    },
    async (req) => ok(await ops.member(await merchantId(req.params.code), req.params.account)),
  );

  app.get(
    '/ops/merchants/:code/safer-gambling/members/:account/kyc',
    {
      config: { merchant: false, opsPermission: 'kyc' },
      schema: {
        tags,
        summary: "A member's KYC level and documents with their status (kyc permission)",
        params: opsSaferGamblingMemberParamsSchema,
        response: { 200: envelope(kycStatusSchema) },
      },
    },
    async (req) => {
      const m = await merchantId(req.params.code);
      return ok(await kycStatus(m, (await ops.memberId(m, req.params.account)).id));
    },
  );

  app.get(
    '/ops/merchants/:code/safer-gambling/refusals',
    {
      config: { merchant: false, opsPermission: 'support' },
      schema: {
        tags,
        summary: 'Members a limit gate refused (bets and deposits) in a date range, newest first, paged',
        params: merchantCodeParamsSchema,
        querystring: opsRefusalsQuerySchema,
        response: { 200: envelope(opsRefusalsPageSchema) },
      },
    },
    async (req) => ok(await ops.refusals(await merchantId(req.params.code), req.query)),
  );
};
