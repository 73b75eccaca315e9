import { envelope } from '@arcadia/contract';
import {
  endSessionsInputSchema,
  endSessionsResultSchema,
  MEMBER_OPS_ERRORS,
  memberAccountParamsSchema,
  memberSessionSchema,
} from '@arcadia/contract/ops/members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { requireReason } from '../accounts/index.js';
import type { SessionService } from './session.service.js';

export type SessionOpsRoutesOptions = {
  service: SessionService;
  merchantId(code: string): Promise<number>;
  /** The member's id by account (404 ops_member_not_found when none). */
  memberId(merchantId: number, account: string): Promise<number>;
};

const tags = ['ops'];

/** A member's live sessions in the console, and ending them (`support`: protective, ADR 025). */
export const sessionOpsRoutes: FastifyPluginAsyncZod<SessionOpsRoutesOptions> = async (app, { service, merchantId, memberId }) => {
  app.get(
    '/ops/merchants/:code/members/:account/sessions',
    {
      config: { opsPermission: 'support' },
      schema: {
        tags,
        summary: "A member's live sessions, newest first (device, address, browser, last seen)",
        params: memberAccountParamsSchema,
        response: { 200: envelope(z.array(memberSessionSchema)) },
      },
    },
    async (req) => {
      const m = await merchantId(req.params.code);
      const rows = await service.liveSessions(m, await memberId(m, req.params.account));
      return ok(
        rows.map((r) => ({
          id: String(r.id),
          kind: r.kind,
          device: r.device,
          ip: r.ip,
          userAgent: r.userAgent,
          createdAt: r.createdAt.toISOString(),
          lastSeenAt: r.lastSeenAt.toISOString(),
          expiresAt: r.expiresAt.toISOString(),
        })),
      );
    },
  );

  app.post(
    '/ops/merchants/:code/members/:account/sessions/end',
    {
      config: { opsPermission: 'support' },
      schema: {
        tags,
        summary: "End one of a member's sessions (sessionId) or all of them; their next request is signed out",
        params: memberAccountParamsSchema,
        body: endSessionsInputSchema,
        response: { 200: envelope(endSessionsResultSchema) },
      },
    },
    async (req) => {
      requireReason(req.body.reason);
      const m = await merchantId(req.params.code);
      const id = await memberId(m, req.params.account);
      if (req.body.sessionId === undefined) return ok({ ended: await service.endAll(m, id, 'ops_ended') });
      if (!(await service.endOne(m, id, Number(req.body.sessionId), 'ops_ended')))
        throw new AppError(MEMBER_OPS_ERRORS.sessionNotFound, 404);
      return ok({ ended: 1 });
    },
  );
};
