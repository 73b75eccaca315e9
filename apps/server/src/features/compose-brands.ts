import { type Db, transactions } from '../platform/db/client.js';
import { type ContentCopy, createOnboardingWorkflow } from '../workflows/onboard-merchant.js';
import type { AccountsOps } from './accounts/index.js';
import type { createOpsFeature, OpsDashboardService } from './ops/index.js';
import type { SystemFeature } from './system/index.js';

export type BrandsDeps = {
  system: SystemFeature;
  accountsOps: Pick<AccountsOps, 'countByMerchants'>;
  online(merchantIds: number[]): Promise<Map<number, number>>;
  dashboard: Pick<OpsDashboardService, 'ggrToday'>;
  ops: Pick<ReturnType<typeof createOpsFeature>, 'within'>;
  /** Banners and promotions (promotions' content), notices (inbox), lotteries (lottery): their own copy steps. */
  content: { copyDefaults: ContentCopy }[];
};

/**
 * The platform's brands (ADR 070): the merchants list reads each owner's figures through ports, and
 * onboarding runs the workflow with each feature's step bound to one transaction.
 */
export function composeBrands(db: Db, d: BrandsDeps) {
  const brands = d.system.brands({
    members: (ids) => d.accountsOps.countByMerchants(ids),
    online: (ids) => d.online(ids),
    ggrToday: (ids) => d.dashboard.ggrToday(ids),
  });
  const onboarding = createOnboardingWorkflow({
    run: transactions(db),
    brands,
    firstOperator: async (tx, op) => {
      const { merchantCode, ...account } = op;
      const created = await d.ops.within(tx, { merchantCode: async () => merchantCode }).createOperator({ ...account, role: 'admin' });
      return { username: created.username, totpSecret: created.totpSecret, totpUri: created.totpUri };
    },
    content: d.content.map((c) => (tx, from, to) => c.copyDefaults(tx, from, to)),
  });
  return { brands, onboarding };
}
