/** Public API of the cashier feature: the deposit and withdrawal pages of the member centre. */
import { lazy } from 'react';
import type { ConsolePage } from '../../lib/console-page';

// Code-split: only members opening the cashier load it.
export const DepositPanel = lazy(() => import('./components/DepositPanel'));
export const WithdrawPanel = lazy(() => import('./components/WithdrawPanel'));
export const CashierHistory = lazy(() => import('./components/CashierHistory'));
export { cashierKeys } from './api/keys';

/** The console's deposit and withdrawal queue, contributed to the operator console (ADR 054); a lazy chunk. */
export const CASHIER_PAGES: ConsolePage<'finance'>[] = [
  { key: 'deposits', section: 'finance', label: 'cashier/console:nav.deposits', load: () => import('./components/console/DepositQueue') },
];
