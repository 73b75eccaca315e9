import { envelope } from '@arcadia/contract';
import {
  adjustmentIdParamsSchema,
  adjustmentInputSchema,
  adjustmentListQuerySchema,
  adjustmentPageSchema,
  adjustmentRejectSchema,
  adjustmentSchema,
  FINANCE_ERRORS,
  financeSettingsInputSchema,
  financeSettingsSchema,
  ledgerPageSchema,
  ledgerQuerySchema,
  reconciliationSchema,
} from '@arcadia/contract/finance';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { financeAdjustOpsRoutes } from './finance.adjust.ops.routes.js';
import { type FinanceOpsRoutesOptions, financeActor } from './finance.context.js';

const tags = ['ops'];

/** Registered inside the ops scope (guard + audit) through the ops extensions hook. */
export const financeOpsRoutes: FastifyPluginAsyncZod<FinanceOpsRoutesOptions> = async (app, opts) => {
  const { service, merchantId } = opts;
  await app.register(financeAdjustOpsRoutes, opts);

  app.get(
    '/ops/merchants/:code/finance/settings',
    {
      config: { opsPermission: 'read' },
      schema: {
        tags,
        summary: 'Finance settings: the two-person approval threshold',
        params: merchantCodeParamsSchema,
        response: { 200: envelope(financeSettingsSchema) },
      },
    },
    async (req) => ok(await service.settings(await merchantId(req.params.code))),
  );

  app.put(
    '/ops/merchants/:code/finance/settings',
    {
      config: { opsPermission: 'admin' },
      schema: {
        tags,
        summary: 'Sets the amount above which a manual adjustment needs a second operator',
        params: merchantCodeParamsSchema,
        body: financeSettingsInputSchema,
        response: { 200: envelope(financeSettingsSchema) },
      },
    },
    async (req) => ok(await service.saveSettings(await merchantId(req.params.code), req.body)),
  );

  app.post(
    '/ops/merchants/:code/finance/adjustments',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags,
        summary: "Adjusts a member's main wallet (+ credit, - debit) with a reason; above the threshold it waits for a second operator",
        params: merchantCodeParamsSchema,
        body: adjustmentInputSchema,
        response: { 200: envelope(adjustmentSchema) },
      },
    },
    async (req) => ok(await service.adjust(await merchantId(req.params.code), req.body, financeActor(req))),
  );

  app.get(
    '/ops/merchants/:code/finance/adjustments',
    {
      config: { opsPermission: 'read' },
      schema: {
        tags,
        summary: 'Manual adjustments, newest first (pending approvals with status=pending)',
        params: merchantCodeParamsSchema,
        querystring: adjustmentListQuerySchema,
        response: { 200: envelope(adjustmentPageSchema) },
      },
    },
    async (req) => ok(await service.list(await merchantId(req.params.code), req.query)),
  );

  app.post(
    '/ops/merchants/:code/finance/adjustments/:id/approve',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags,
        summary: 'A second operator approves a pending adjustment; the wallet moves exactly once',
        params: adjustmentIdParamsSchema,
        response: { 200: envelope(adjustmentSchema) },
      },
    },
    async (req) => ok(await service.approve(await merchantId(req.params.code), req.params.id, financeActor(req))),
  );

  app.post(
    '/ops/merchants/:code/finance/adjustments/:id/reject',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags,
        summary: 'A second operator rejects a pending adjustment; nothing moves',
        params: adjustmentIdParamsSchema,
        body: adjustmentRejectSchema,
        response: { 200: envelope(adjustmentSchema) },
      },
    },
    async (req) => ok(await service.reject(await merchantId(req.params.code), req.params.id, financeActor(req), req.body.note)),
  );

  app.get(
    '/ops/merchants/:code/finance/ledger',
    {
      config: { opsPermission: 'read' },
      schema: {
        tags,
        summary: "A member's ledger entries, newest first, filtered by movement kind and date",
        params: merchantCodeParamsSchema,
        querystring: ledgerQuerySchema,
        response: { 200: envelope(ledgerPageSchema) },
      },
    },
    async (req) => {
      const m = await merchantId(req.params.code);
      const member = await opts.memberByAccount(m, req.query.account);
      if (!member) throw new AppError(FINANCE_ERRORS.memberUnknown, 404);
      const { from, to, ...rest } = req.query;
      return ok(
        (await opts.wallet.ledger(m, member.id, {
          ...rest,
          from: from ? new Date(from) : undefined,
          to: to ? new Date(to) : undefined,
        })) as never,
      );
    },
  );

  app.get(
    '/ops/merchants/:code/finance/reconciliation',
    {
      config: { opsPermission: 'read' },
      schema: {
        tags,
        summary: "The merchant's books: balances against ledger movements, with every mismatch",
        params: merchantCodeParamsSchema,
        response: { 200: envelope(reconciliationSchema) },
      },
    },
    async (req) =>
      ok({ ...(await opts.wallet.reconciliation(await merchantId(req.params.code))), checkedAt: service.now().toISOString() } as never),
  );
};
