/** Public API of the cashier feature: the deposit and withdrawal pages of the member centre. */
import { lazy } from 'react';

// Code-split: only members opening the cashier load it.
export const DepositPanel = lazy(() => import('./components/DepositPanel'));
export const WithdrawPanel = lazy(() => import('./components/WithdrawPanel'));
export const CashierHistory = lazy(() => import('./components/CashierHistory'));
export { cashierKeys } from './api/keys';
// The console's pages of this feature are in ./console.ts, a public entry of their own: this file is in
// the player's first load, the console is not (ADR 054).
