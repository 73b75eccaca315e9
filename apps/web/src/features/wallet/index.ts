/** Public API of the wallet feature (balances). */
import { lazy } from 'react';

// Code-split: only signed-in members load the balance display.
export const BalanceDisplay = lazy(() => import('./components/BalanceDisplay'));
export const TransferFundPanel = lazy(() => import('./components/TransferFundPanel'));
export const TransferUplinePanel = lazy(() => import('./components/TransferUplinePanel'));
export { balanceQuery, getBalance, useBalance } from './api/get-balance';
export { walletKeys } from './api/keys';
