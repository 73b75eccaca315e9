import { envelope } from '@arcadia/contract';
import {
  merchantCodeParamsSchema,
  opsOperatorIdParamsSchema,
  opsOperatorListItemSchema,
  opsOperatorRoleInputSchema,
  opsOperatorSessionsEndedSchema,
  opsOperatorTotpResetSchema,
} from '@arcadia/contract/ops';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { opsActorOf } from '../../platform/http/ops-guard.js';
import type { OpsOperatorsService } from './ops.operators.js';

export type OpsOperatorsRoutesOptions = { operators: OpsOperatorsService; merchantId(code: string): Promise<number> };

const tags = ['ops'];
const config = { opsPermission: 'admin' } as const;

/** The calling operator's id; the machine token is nobody, so it is never "themself". */
const selfOf = (req: FastifyRequest) => {
  const actor = opsActorOf(req);
  return actor?.kind === 'operator' ? actor.operator.id : null;
};

/** Operator management (ADR 030); creation stays `POST /ops/merchants/:code/operators` (ADR 021). */
export const opsOperatorsRoutes: FastifyPluginAsyncZod<OpsOperatorsRoutesOptions> = async (app, { operators, merchantId }) => {
  app.get(
    '/ops/merchants/:code/operators',
    {
      config,
      schema: {
        tags,
        summary: "The merchant's operators: role, status, open sessions, last sign-in",
        params: merchantCodeParamsSchema,
        response: { 200: envelope(z.array(opsOperatorListItemSchema)) },
      },
    },
    async (req) => ok(await operators.list(await merchantId(req.params.code))),
  );

  app.put(
    '/ops/merchants/:code/operators/:id/role',
    {
      config,
      schema: {
        tags,
        summary: 'Change an operator’s role (never your own down, never the last active admin)',
        params: opsOperatorIdParamsSchema,
        body: opsOperatorRoleInputSchema,
        response: { 200: envelope(opsOperatorListItemSchema) },
      },
    },
    async (req) => ok(await operators.setRole(await merchantId(req.params.code), req.params.id, req.body.role, selfOf(req))),
  );

  for (const [verb, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/ops/merchants/:code/operators/:id/${verb}`,
      {
        config,
        schema: {
          tags,
          summary: disabled
            ? 'Disable an operator and end their sessions (never yourself, never the last active admin)'
            : 'Enable a disabled operator',
          params: opsOperatorIdParamsSchema,
          response: { 200: envelope(opsOperatorListItemSchema) },
        },
      },
      async (req) => ok(await operators.setDisabled(await merchantId(req.params.code), req.params.id, disabled, selfOf(req))),
    );
  }

  app.post(
    '/ops/merchants/:code/operators/:id/reset-totp',
    {
      config,
      schema: {
        tags,
        summary: 'Give an operator a new TOTP secret (answered once) and end their sessions',
        params: opsOperatorIdParamsSchema,
        response: { 200: envelope(opsOperatorTotpResetSchema) },
      },
    },
    async (req) => ok(await operators.resetTotp(await merchantId(req.params.code), req.params.id)),
  );

  app.post(
    '/ops/merchants/:code/operators/:id/end-sessions',
    {
      config,
      schema: {
        tags,
        summary: 'End every open console session of an operator',
        params: opsOperatorIdParamsSchema,
        response: { 200: envelope(opsOperatorSessionsEndedSchema) },
      },
    },
    async (req) => ok(await operators.endSessions(await merchantId(req.params.code), req.params.id)),
  );
};
