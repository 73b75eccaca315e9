import type { ConsolePage } from '../../lib/console-page';

/** The console's deposit and withdrawal queue and their history, contributed to the operator console (ADR 054); each a lazy chunk. */
export const CASHIER_PAGES: ConsolePage<'finance'>[] = [
  { key: 'deposits', section: 'finance', label: 'cashier/console:nav.deposits', load: () => import('./components/console/DepositQueue') },
  {
    key: 'rw-cashier',
    section: 'finance',
    label: 'cashier/console:nav.history',
    load: () => import('./components/console/CashierHistoryPage'),
  },
];
