import type { ConsolePage } from '../../lib/console-page';

/** The console's deposit and withdrawal queue, contributed to the operator console (ADR 054); a lazy chunk. */
export const CASHIER_PAGES: ConsolePage<'finance'>[] = [
  { key: 'deposits', section: 'finance', label: 'cashier/console:nav.deposits', load: () => import('./components/console/DepositQueue') },
];
