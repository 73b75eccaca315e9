import { envelope } from '@arcadia/contract';
import {
  confirmLimitSchema,
  realityCheckSchema,
  saferGamblingOverviewSchema,
  setLimitSchema,
  setRealityCheckSchema,
  takeExclusionSchema,
} from '@arcadia/contract/safer-gambling';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { SaferGamblingService } from './safer-gambling.service.js';

const tags = ['safer-gambling'];
const overview = { 200: envelope(saferGamblingOverviewSchema) };

export type SaferGamblingRoutesOptions = { service: SaferGamblingService };

/** The member's own protections; real accounts only (trial credits are no one's money). */
export const saferGamblingRoutes: FastifyPluginAsyncZod<SaferGamblingRoutesOptions> = async (app, { service }) => {
  app.get(
    '/wps/safer-gambling/limits',
    {
      config: { auth: 'real' },
      schema: { tags, summary: 'Limits with what is used and left, exclusion, reality check', response: overview },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.overview(req.merchant.id, authOf(req).memberId));
    },
  );
  app.put(
    '/wps/safer-gambling/limits',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Set a limit: lower at once, raise or remove after 24 h and a confirmation',
        body: setLimitSchema,
        response: overview,
      },
    },
    async (req) => ok(await service.setLimit(req.merchant.id, authOf(req).memberId, req.body)),
  );
  app.post(
    '/wps/safer-gambling/limits/confirm',
    {
      config: { auth: 'real' },
      schema: { tags, summary: 'Confirm a raise or removal after its wait', body: confirmLimitSchema, response: overview },
    },
    async (req) => ok(await service.confirm(req.merchant.id, authOf(req).memberId, req.body.kind, req.body.period)),
  );
  app.post(
    '/wps/safer-gambling/exclusion',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Take a time-out or self-exclusion (signs out every session)',
        body: takeExclusionSchema,
        response: overview,
      },
    },
    async (req) => ok(await service.exclude(req.merchant.id, authOf(req).memberId, req.body)),
  );
  app.put(
    '/wps/safer-gambling/reality-check',
    {
      config: { auth: 'real' },
      schema: { tags, summary: 'Choose the reality-check interval', body: setRealityCheckSchema, response: overview },
    },
    async (req) => ok(await service.setRealityCheck(req.merchant.id, authOf(req).memberId, req.body.minutes)),
  );
  app.get(
    '/wps/safer-gambling/reality-check',
    {
      config: { auth: 'real' },
      schema: { tags, summary: 'Session time, stakes and net result since sign-in', response: { 200: envelope(realityCheckSchema) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.realityCheck(req.merchant.id, authOf(req).memberId));
    },
  );
};
