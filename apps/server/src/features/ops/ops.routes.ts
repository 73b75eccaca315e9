import { timingSafeEqual } from 'node:crypto';
import { ERROR_CODES, envelope } from '@arcadia/contract';
import { cashierRequestSchema, decisionSchema } from '@arcadia/contract/cashier';
import {
  flagsInputSchema,
  maintenanceWindowInputSchema,
  merchantCodeParamsSchema,
  restrictedCountriesInputSchema,
  securityInputSchema,
} from '@arcadia/contract/ops';
import { whitelabelSchema } from '@arcadia/contract/system';
import { positiveAmountSchema } from '@arcadia/contract/wallet';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import type { AccountsService } from '../accounts/index.js';
import type { CashierService } from '../cashier/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { SystemService } from '../system/index.js';
import type { VerificationService } from '../verification/index.js';
import type { WalletService } from '../wallet/index.js';
import type { OpsRepository } from './ops.repository.js';

export type OpsRoutesOptions = {
  token: string;
  system: SystemService;
  verification: VerificationService;
  accounts: AccountsService;
  wallet: WalletService;
  notifications: NotificationsService;
  cashier: CashierService;
  repo: OpsRepository;
  /**
   * Other features' operator routes, registered inside this scope so the token check and the
   * audit hook cover them too; they get the merchant lookup that answers 404 for unknown codes.
   */
  extensions?: ((scope: FastifyInstance, merchantId: (code: string) => Promise<number>) => Promise<void>)[];
};

function bearer(header: string | undefined): string {
  const value = header ?? '';
  return value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value.trim();
}

/** Compares in constant time so the token cannot be guessed byte by byte. */
function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const tags = ['ops'];

export const opsRoutes: FastifyPluginAsyncZod<OpsRoutesOptions> = async (app, opts) => {
  const { token, system, verification } = opts;
  app.addHook('onRequest', async (req) => {
    if (!sameToken(bearer(req.headers.authorization), token)) throw new AppError(ERROR_CODES.unauthorized);
  });
  // Every change an operator makes is written to the audit table once it has succeeded, before
  // the operator hears back, so an answered change is always on record.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method === 'GET' || reply.statusCode >= 400) return payload;
    const code = (req.params as { code?: string }).code;
    const m = code ? await system.merchantByCode(code) : null;
    if (m) {
      const detail = { params: req.params as object, body: (req.body ?? null) as object };
      await opts.repo.audit({ merchantId: m.id, action: `${req.method} ${req.routeOptions.url}`, actor: 'ops-token', detail });
    }
    return payload;
  });

  const merchantId = async (code: string) => {
    const m = await system.merchantByCode(code);
    if (!m) throw new AppError(ERROR_CODES.notFound, 404);
    return m.id;
  };

  app.put(
    '/ops/merchants/:code/maintenance',
    {
      schema: {
        tags,
        summary: 'Schedule a maintenance window',
        params: merchantCodeParamsSchema,
        body: maintenanceWindowInputSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const { start, end, message } = req.body;
      await system.setMaintenance(await merchantId(req.params.code), { start: new Date(start), end: new Date(end), message });
      return ok(null);
    },
  );

  app.delete(
    '/ops/merchants/:code/maintenance',
    { schema: { tags, summary: 'End maintenance now', params: merchantCodeParamsSchema, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await system.setMaintenance(await merchantId(req.params.code), null);
      return ok(null);
    },
  );

  app.put(
    '/ops/merchants/:code/flags',
    {
      schema: {
        tags,
        summary: 'Switch white-label flags',
        params: merchantCodeParamsSchema,
        body: flagsInputSchema,
        response: { 200: envelope(whitelabelSchema) },
      },
    },
    async (req) => ok(await system.setFlags(await merchantId(req.params.code), req.body)),
  );

  app.put(
    '/ops/merchants/:code/restricted-countries',
    {
      schema: {
        tags,
        summary: 'Countries whose visitors are refused',
        params: merchantCodeParamsSchema,
        body: restrictedCountriesInputSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await system.setRestrictedCountries(await merchantId(req.params.code), req.body.countries);
      return ok(null);
    },
  );

  app.put(
    '/ops/merchants/:code/security',
    {
      schema: {
        tags,
        summary: 'Session and sign-in policy (idle/absolute lifetime, IP binding, captcha and lockout thresholds, default password)',
        params: merchantCodeParamsSchema,
        body: securityInputSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await system.setSecurity(await merchantId(req.params.code), req.body);
      return ok(null);
    },
  );

  app.get(
    '/ops/merchants/:code/outbox/sms',
    {
      schema: {
        tags,
        summary: 'Messages the default SMS provider sent (newest first)',
        params: merchantCodeParamsSchema,
        querystring: z.object({
          to: z
            .string()
            .regex(/^\d{4,24}$/)
            .optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: envelope(
            z.array(z.object({ id: z.number(), toNumber: z.string(), purpose: z.string(), body: z.string(), createdAt: z.string() })),
          ),
        },
      },
    },
    async (req) => {
      const rows = await verification.outbox(await merchantId(req.params.code), req.query.to, req.query.limit);
      return ok(
        rows.map((r) => ({ id: r.id, toNumber: r.toNumber, purpose: r.purpose, body: r.body, createdAt: r.createdAt.toISOString() })),
      );
    },
  );

  app.post(
    '/ops/merchants/:code/members/:account/adjust',
    {
      schema: {
        tags,
        summary: "Credit a member's main wallet (operator adjustment); the member is notified in real time",
        params: merchantCodeParamsSchema.extend({ account: z.string().min(1).max(32) }),
        body: z.object({ amount: positiveAmountSchema, key: z.string().min(8).max(100), remarks: z.string().max(140).default('') }),
        response: { 200: envelope(z.object({ transactionId: z.number(), sumBalance: z.string() })) },
      },
    },
    async (req) => {
      const id = await merchantId(req.params.code);
      const member = await opts.accounts.findByAccount(id, req.params.account);
      if (!member) throw new AppError(ERROR_CODES.notFound, 404);
      const moved = await opts.wallet.credit({
        merchantId: id,
        memberId: member.id,
        amount: req.body.amount,
        key: `ops:${req.body.key}`,
        source: 'ADJUSTMENT',
      });
      const balance = await opts.wallet.balance(id, member.id);
      await opts.notifications.notify({
        merchantId: id,
        memberId: member.id,
        type: 'DEPOSIT',
        data: { amount: req.body.amount, success: true, remarks: req.body.remarks, popup: true },
      });
      return ok({ transactionId: moved.transactionId, sumBalance: balance.sumBalance });
    },
  );

  app.get(
    '/ops/merchants/:code/reconcile',
    {
      schema: {
        tags,
        summary: 'Proves the books: every wallet equals its ledger, every transaction sums to zero',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(z.object({ ok: z.boolean(), accounts: z.array(z.unknown()), transactions: z.array(z.unknown()) })) },
      },
    },
    async (req) => ok(await opts.wallet.reconcile(await merchantId(req.params.code))),
  );

  for (const [verb, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/ops/merchants/:code/cashier/:id/${verb}`,
      {
        schema: {
          tags,
          summary: `${verb === 'approve' ? 'Approve' : 'Reject'} a deposit or withdrawal request; the member is notified`,
          params: merchantCodeParamsSchema.extend({ id: z.coerce.number().int().positive() }),
          body: decisionSchema,
          response: { 200: envelope(cashierRequestSchema) },
        },
      },
      async (req) => ok(await opts.cashier.decide(await merchantId(req.params.code), req.params.id, decision, req.body.remarks)),
    );
  }

  for (const extend of opts.extensions ?? []) await extend(app, merchantId);
};
