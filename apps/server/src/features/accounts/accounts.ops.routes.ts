import { envelope } from '@arcadia/contract';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import {
  memberAccountParamsSchema,
  memberPageSchema,
  memberProfileSchema,
  memberSearchQuerySchema,
  memberStatusResultSchema,
  opsReasonSchema,
  resetPasswordResultSchema,
} from '@arcadia/contract/ops/members';
import type { WalletBalance } from '@arcadia/contract/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { AccountsOps } from './accounts.ops.js';

export type AccountsOpsRoutesOptions = {
  ops: AccountsOps;
  merchantId(code: string): Promise<number>;
  /** Other features' parts of the profile, and ending sessions (session feature). */
  ports: {
    balance(merchantId: number, memberId: number): Promise<WalletBalance>;
    twoFactor(merchantId: number, memberId: number): Promise<string[]>;
    teamSize(merchantId: number, memberId: number): Promise<number>;
    endSessions(merchantId: number, memberId: number, reason: string): Promise<number>;
  };
};

const tags = ['ops'];

/**
 * The console's Members section (ADR 025): search and profile need `support` (they show contact
 * details); lock and unlock are `support` (protective, undone in one click); a password reset hands
 * the operator a way into the account, so it needs `admin`.
 */
export const accountsOpsRoutes: FastifyPluginAsyncZod<AccountsOpsRoutesOptions> = async (app, { ops, merchantId, ports }) => {
  app.get(
    '/ops/merchants/:code/members',
    {
      config: { opsPermission: 'support' },
      schema: {
        tags,
        summary: 'Search members (account prefix, nickname, mobile digits, status, type, club label), newest first',
        params: merchantCodeParamsSchema,
        querystring: memberSearchQuerySchema,
        response: { 200: envelope(memberPageSchema) },
      },
    },
    async (req) => ok(await ops.search(await merchantId(req.params.code), req.query)),
  );

  app.get(
    '/ops/merchants/:code/members/:account',
    {
      config: { opsPermission: 'support' },
      schema: {
        tags,
        summary: "A member's profile: account, status, labels, last login, balance, bound second factors, team size",
        params: memberAccountParamsSchema,
        response: { 200: envelope(memberProfileSchema) },
      },
    },
    async (req) => {
      const m = await merchantId(req.params.code);
      const { row, profile } = await ops.profile(m, req.params.account);
      const [balance, twoFactor, teamSize] = await Promise.all([
        // The profile still opens when the wallet cannot answer; the page says the balance is unavailable.
        ports.balance(m, row.id).catch(() => null),
        ports.twoFactor(m, row.id),
        ports.teamSize(m, row.id),
      ]);
      return ok({ ...profile, balance, twoFactor, teamSize });
    },
  );

  for (const [action, status] of [
    ['lock', 'locked'],
    ['unlock', 'active'],
  ] as const)
    app.post(
      `/ops/merchants/:code/members/:account/${action}`,
      {
        config: { opsPermission: 'support' },
        schema: {
          tags,
          summary:
            action === 'lock'
              ? 'Lock a member: every session ends and sign-in is refused (account_suspended) until unlocked'
              : 'Unlock a member: they can sign in again',
          params: memberAccountParamsSchema,
          body: opsReasonSchema,
          response: { 200: envelope(memberStatusResultSchema) },
        },
      },
      async (req) => {
        const m = await merchantId(req.params.code);
        const member = await ops.setStatus(m, req.params.account, status, req.body.reason);
        const sessionsEnded = status === 'locked' ? await ports.endSessions(m, member.id, 'ops_locked') : 0;
        return ok({ account: member.account, status, sessionsEnded });
      },
    );

  app.post(
    '/ops/merchants/:code/members/:account/reset-password',
    {
      config: { opsPermission: 'admin' },
      schema: {
        tags,
        summary: 'Give the member a one-time password (answered once) that must be changed at the next sign-in; every session ends',
        params: memberAccountParamsSchema,
        body: opsReasonSchema,
        response: { 200: envelope(resetPasswordResultSchema) },
      },
    },
    async (req) => {
      const m = await merchantId(req.params.code);
      const { member, password } = await ops.resetPassword(m, req.params.account, req.body.reason);
      const sessionsEnded = await ports.endSessions(m, member.id, 'ops_password_reset');
      return ok({ temporaryPassword: password, sessionsEnded });
    },
  );
};
