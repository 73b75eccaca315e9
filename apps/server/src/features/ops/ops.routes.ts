import { ERROR_CODES, envelope } from '@arcadia/contract';
import { cashierRequestSchema, cashierSettingsInputSchema, cashierSettingsSchema, decisionSchema } from '@arcadia/contract/cashier';
import {
  affiliateInputSchema,
  flagsInputSchema,
  maintenanceWindowInputSchema,
  merchantCodeParamsSchema,
  reconciliationSchema,
  registrationSettingsInputSchema,
  restrictedCountriesInputSchema,
  securityInputSchema,
  socialSettingsInputSchema,
} from '@arcadia/contract/ops';
import { mailOutboxItemSchema, mailOutboxQuerySchema, smsOutboxItemSchema, smsOutboxQuerySchema } from '@arcadia/contract/ops/members';
import { whitelabelSchema } from '@arcadia/contract/system';
import { type TwoFactorMethod, twoFactorPolicyInputSchema } from '@arcadia/contract/two-factor';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import type { AccountsService } from '../accounts/index.js';
import type { CashierService } from '../cashier/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { RegistrationService } from '../registration/index.js';
import type { SocialSignInService } from '../social-sign-in/index.js';
import type { SystemService } from '../system/index.js';
import type { VerificationService } from '../verification/index.js';
import type { WalletService } from '../wallet/index.js';
import { opsConsoleRoutes } from './ops.console.routes.js';
import { installOpsGuard, type OpsSnapshot } from './ops.guard.js';
import type { OpsRepository } from './ops.repository.js';
import type { OpsService } from './ops.service.js';

export type OpsRoutesOptions = {
  token: string;
  system: SystemService;
  verification: VerificationService;
  accounts: AccountsService;
  wallet: WalletService;
  notifications: NotificationsService;
  cashier: CashierService;
  registration: RegistrationService;
  socialSignIn: SocialSignInService;
  repo: OpsRepository;
  /** Operator accounts and sessions (the console). */
  service: OpsService;
  /** Before/after loaders for the audit, by route (`PUT /ops/merchants/:code/flags`). */
  snapshots?: Record<string, OpsSnapshot>;
  mailOutbox(
    merchantId: number,
    to: string | undefined,
    limit: number,
  ): Promise<{ id: number; toAddress: string; purpose: string; subject: string; body: string; createdAt: Date }[]>;
  twoFactorPolicy: {
    get(merchantId: number): Promise<TwoFactorMethod[]>;
    set(merchantId: number, required: TwoFactorMethod[]): Promise<void>;
  };
  /**
   * Other features' operator routes, registered inside this scope so the token check and the
   * audit hook cover them too; they get the merchant lookup that answers 404 for unknown codes.
   */
  extensions?: ((scope: FastifyInstance, merchantId: (code: string) => Promise<number>) => Promise<void>)[];
};

const tags = ['ops'];

export const opsRoutes: FastifyPluginAsyncZod<OpsRoutesOptions> = async (app, opts) => {
  const { token, system, verification } = opts;
  installOpsGuard(app, {
    token,
    merchantByCode: (code) => system.merchantByCode(code),
    audit: (entry) => opts.service.audit(entry),
    operators: opts.service,
    snapshots: opts.snapshots,
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
    '/ops/merchants/:code/registration',
    {
      schema: {
        tags,
        summary:
          'Registration settings: affiliate setting (0 optional, 1 required), image captcha on or off, agreement clauses per language',
        params: merchantCodeParamsSchema,
        body: registrationSettingsInputSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const { affiliateSetting, agreement, captcha } = req.body;
      await opts.registration.setSettings(await merchantId(req.params.code), affiliateSetting, agreement ?? null, captcha ?? true);
      return ok(null);
    },
  );

  app.post(
    '/ops/merchants/:code/affiliates',
    {
      schema: {
        tags,
        summary: "Give an agent an affiliate code; members registering with it join the agent's downline",
        params: merchantCodeParamsSchema,
        body: affiliateInputSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const id = await merchantId(req.params.code);
      const agent = await opts.accounts.findByAccount(id, req.body.agentAccount);
      if (!agent) throw new AppError(ERROR_CODES.notFound, 404);
      await opts.registration.addAffiliate(id, req.body.code, agent.id);
      return ok(null);
    },
  );

  app.put(
    '/ops/merchants/:code/social',
    {
      schema: {
        tags,
        summary: 'Social sign-in provider: JWKS URL, issuer, audience, and the web adapter script with its options',
        params: merchantCodeParamsSchema,
        body: socialSettingsInputSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await opts.socialSignIn.configure(await merchantId(req.params.code), req.body);
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
      config: { opsPermission: 'support' },
      schema: {
        tags,
        summary: 'Messages the default SMS provider sent (newest first)',
        params: merchantCodeParamsSchema,
        querystring: smsOutboxQuerySchema,
        response: { 200: envelope(z.array(smsOutboxItemSchema)) },
      },
    },
    async (req) => {
      const rows = await verification.outbox(await merchantId(req.params.code), req.query.to, req.query.limit);
      return ok(
        rows.map((r) => ({ id: r.id, toNumber: r.toNumber, purpose: r.purpose, body: r.body, createdAt: r.createdAt.toISOString() })),
      );
    },
  );

  app.get(
    '/ops/merchants/:code/outbox/mail',
    {
      config: { opsPermission: 'support' },
      schema: {
        tags,
        summary: 'Mail the default mail provider kept (newest first); used when SMTP_URL is unset',
        params: merchantCodeParamsSchema,
        querystring: mailOutboxQuerySchema,
        response: { 200: envelope(z.array(mailOutboxItemSchema)) },
      },
    },
    async (req) => {
      const rows = await opts.mailOutbox(await merchantId(req.params.code), req.query.to, req.query.limit);
      return ok(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
    },
  );

  app.put(
    '/ops/merchants/:code/two-factor',
    {
      schema: {
        tags,
        summary: 'Which second factors the merchant requires at login (P payee, S SMS, G authenticator, E e-mail)',
        params: merchantCodeParamsSchema,
        body: twoFactorPolicyInputSchema,
        response: { 200: envelope(twoFactorPolicyInputSchema) },
      },
    },
    async (req) => {
      const id = await merchantId(req.params.code);
      await opts.twoFactorPolicy.set(id, req.body.required);
      return ok({ required: await opts.twoFactorPolicy.get(id) });
    },
  );

  app.get(
    '/ops/merchants/:code/reconcile',
    {
      schema: {
        tags,
        summary: 'Proves the books: every wallet equals its ledger, every transaction sums to zero',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(reconciliationSchema) },
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
        config: { opsPermission: 'finance' },
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

  app.put(
    '/ops/merchants/:code/cashier/settings',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags,
        summary: 'Cashier limits (merged over the current ones) and the bank account members transfer to',
        params: merchantCodeParamsSchema,
        body: cashierSettingsInputSchema,
        response: { 200: envelope(cashierSettingsSchema) },
      },
    },
    async (req) => ok(await opts.cashier.saveSettings(await merchantId(req.params.code), req.body)),
  );
  await app.register(opsConsoleRoutes, {
    service: opts.service,
    cashier: opts.cashier,
    accounts: opts.accounts,
    flags: (m) => system.whitelabel(m),
    merchantId,
  });
  for (const extend of opts.extensions ?? []) await extend(app, merchantId);
};
