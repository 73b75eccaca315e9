import type { ConsolePage } from '../../lib/console-page';

/** The rebate rate of each product (ADR 045), contributed to the operator console's finance section (ADR 054); a lazy chunk. */
export const REBATES_PAGES: ConsolePage<'finance'>[] = [
  {
    key: 'rw-rebates',
    section: 'finance',
    label: 'rebates/console:nav.rebates',
    load: () => import('./components/console/RebateRatesPage'),
  },
];
