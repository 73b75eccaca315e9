/** Public API of the agents feature: the contract modal and the agent/member centre pages (all lazy). */
import { lazy } from 'react';

// Code-split: only signed-in real accounts load the modal; the pages load when a centre opens them.
export const ContractModal = lazy(() => import('./components/ContractModal'));
export const TeamOverviewPage = lazy(() => import('./components/TeamOverviewPage'));
export const PnlStatementsPage = lazy(() => import('./components/TeamOverviewPage').then((m) => ({ default: m.PnlStatementsPage })));
export const SalaryPage = lazy(() => import('./components/SalaryPage'));
export const RegisterCentrePage = lazy(() => import('./components/RegisterCentrePage'));
export const TransferDownlinePage = lazy(() => import('./components/TransferDownlinePage'));
export const TeamBettingPage = lazy(() => import('./components/TeamRecords'));
export const RainBanner = lazy(() => import('./components/RainBanner'));
export { useConsolidated } from './api/get-consolidated';
export { agentsKeys } from './api/keys';
// The console's pages of this feature are in ./console.ts, a public entry of their own: this file is in
// the player's first load, the console is not (ADR 054).
