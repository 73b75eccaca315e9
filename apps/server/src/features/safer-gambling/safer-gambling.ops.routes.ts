import { envelope } from '@arcadia/contract';
import type { KycStatus } from '@arcadia/contract/kyc';
import { kycStatusSchema } from '@arcadia/contract/kyc';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import {
  opsRefusalsPageSchema,
  opsRefusalsQuerySchema,
  opsSaferGamblingMemberParamsSchema,
  opsSaferGamblingMemberSchema,
  saferGamblingSettingsSchema,
} from '@arcadia/contract/safer-gambling';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { SaferGamblingOps } from './safer-gambling.ops.js';
import type { SaferGamblingSettingsService } from './safer-gambling.settings.js';

export type SaferGamblingOpsRoutesOptions = {
  ops: SaferGamblingOps;
  settings: SaferGamblingSettingsService;
  merchantId(code: string): Promise<number>;
  /** The member's KYC level and documents (the KYC feature). */
  kycStatus(merchantId: number, memberId: number): Promise<KycStatus>;
};
const tags = ['ops'];

/**
 * Registered inside the ops scope (operator guard + audit) by features/routes.ts. No route changes a
 * member's limit or lifts an exclusion. Limits and exclusions need `support`; the KYC part is
 * identity data and needs `kyc`, as the KYC feature's own console routes do. The merchant's
 * settings are read with `support` and changed by an `admin` only, as KYC's settings are: they move
 * every member's period boundaries at once.
 */
export const saferGamblingOpsRoutes: FastifyPluginAsyncZod<SaferGamblingOpsRoutesOptions> = async (
  app,
  { ops, settings, merchantId, kycStatus },
) => {
  app.get(
    '/ops/merchants/:code/safer-gambling/settings',
    {
      config: { merchant: false, opsPermission: 'support' },
      schema: {
        tags,
        summary: "The merchant's time zone for limit periods and its reality-check default",
        params: merchantCodeParamsSchema,
        response: { 200: envelope(saferGamblingSettingsSchema) },
      },
    },
    async (req) => ok(await settings.get(await merchantId(req.params.code))),
  );

  app.put(
    '/ops/merchants/:code/safer-gambling/settings',
    {
      config: { merchant: false, opsPermission: 'admin' },
      schema: {
        tags,
        summary: 'Set the time zone (IANA name) limit periods are counted in and the reality-check default (0 = off, 15, 30, 60)',
        params: merchantCodeParamsSchema,
        body: saferGamblingSettingsSchema,
        response: { 200: envelope(saferGamblingSettingsSchema) },
      },
    },
    async (req) => ok(await settings.save(await merchantId(req.params.code), req.body)),
  );

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
