import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import { memberAccountParamsSchema, opsReasonSchema, resetTwoFactorResultSchema } from '@arcadia/contract/ops/members';
import { twoFactorPolicyInputSchema } from '@arcadia/contract/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import { requireReason } from '../accounts/index.js';
import type { TwoFactorService } from './two-factor.service.js';

export type TwoFactorOpsRoutesOptions = {
  service: TwoFactorService;
  merchantId(code: string): Promise<number>;
  memberId(merchantId: number, account: string): Promise<number>;
};

/**
 * Turning a member's second factor off is how an account is taken over by a caller who talked
 * support into it, so it needs `admin` (ADR 025).
 */
export const twoFactorOpsRoutes: FastifyPluginAsyncZod<TwoFactorOpsRoutesOptions> = async (app, { service, merchantId, memberId }) => {
  app.post(
    '/ops/merchants/:code/members/:account/two-factor/reset',
    {
      config: { opsPermission: 'admin' },
      schema: {
        tags: ['ops'],
        summary: 'Remove every second factor the member bound (and their recovery codes) so they can bind again',
        params: memberAccountParamsSchema,
        body: opsReasonSchema,
        response: { 200: envelope(resetTwoFactorResultSchema) },
      },
    },
    async (req) => {
      requireReason(req.body.reason);
      const m = await merchantId(req.params.code);
      return ok({ removed: await service.resetAll(m, await memberId(m, req.params.account)) });
    },
  );

  app.put(
    '/ops/merchants/:code/two-factor',
    {
      schema: {
        tags: ['ops'],
        summary: 'Which second factors the merchant requires at login (P payee, S SMS, G authenticator, E e-mail)',
        params: merchantCodeParamsSchema,
        body: twoFactorPolicyInputSchema,
        response: { 200: envelope(twoFactorPolicyInputSchema) },
      },
    },
    async (req) => {
      const id = await merchantId(req.params.code);
      await service.setPolicy(id, req.body.required);
      return ok({ required: await service.policy(id) });
    },
  );
};
