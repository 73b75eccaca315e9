import { ERROR_CODES } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error.js';
import { installOpsGuard, type OpsSnapshot } from '../../platform/http/ops-guard.js';
import type { SystemService } from '../system/index.js';
import { opsConsoleRoutes } from './ops.console.routes.js';
import type { OpsService } from './ops.service.js';

export type OpsRoutesOptions = {
  token: string;
  /** The merchant a `:code` names (404 when none). */
  system: Pick<SystemService, 'merchantByCode'>;
  /** Operator accounts and sessions (the console), and the audit trail. */
  service: OpsService;
  /** Before/after loaders for the audit, by route (`PUT /ops/merchants/:code/flags`). */
  snapshots?: Record<string, OpsSnapshot>;
  /**
   * Every feature's operator routes (`<feature>.ops.routes.ts`), registered inside this scope so the
   * token check and the audit hook cover them too; they get the merchant lookup that answers 404 for
   * unknown codes. This feature keeps only operators, their sign-in and the audit.
   */
  extensions?: ((scope: FastifyInstance, merchantId: (code: string) => Promise<number>) => Promise<void>)[];
};

export const opsRoutes: FastifyPluginAsyncZod<OpsRoutesOptions> = async (app, opts) => {
  const { token, system } = opts;
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

  await app.register(opsConsoleRoutes, { service: opts.service, merchantId });
  for (const extend of opts.extensions ?? []) await extend(app, merchantId);
};
