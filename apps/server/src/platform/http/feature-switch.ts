import { ERROR_CODES } from '@arcadia/contract';
import type { WhitelabelFlag } from '@arcadia/contract/system';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.js';

/** The merchant's white-label switch lookup (the system feature's `isEnabled`). */
export type FlagLookup = (merchantId: number, flag: WhitelabelFlag) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The white-label switch(es) this route's whole capability needs; all must be on. A switch that
     * gates only part of a route is checked by that feature's service instead (ADR 036).
     */
    feature?: WhitelabelFlag | readonly WhitelabelFlag[];
  }
}

/**
 * A switch that hides a capability in the web app also refuses it here, declared on the route
 * (`config: { feature: 'AGEPAG' }`), so hiding a page can never leave its API serving.
 */
export const featureSwitch = fp<{ isEnabled: FlagLookup }>(
  async (app: FastifyInstance, { isEnabled }) => {
    app.addHook('onRequest', async (req) => {
      const feature = req.routeOptions.config?.feature;
      if (!feature) return;
      const flags: readonly WhitelabelFlag[] = typeof feature === 'string' ? [feature] : feature;
      for (const flag of flags)
        if (!(await isEnabled(req.merchant.id, flag))) throw new AppError(ERROR_CODES.featureDisabled, 403, { flag });
    });
  },
  { name: 'feature-switch', dependencies: ['request-context', 'auth-guard'] },
);
