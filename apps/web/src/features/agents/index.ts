/** Public API of the agents feature: the contract modal and the agent/member centre pages (all lazy). */
import { lazy } from 'react';
import type { ConsolePage } from '../../lib/console-page';

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

/** The console's downline tree, contributed to the operator console (ADR 054); a lazy chunk. */
export const AGENTS_PAGES: ConsolePage<'members'>[] = [
  { key: 'agents', section: 'members', label: 'agents/console:nav.agents', load: () => import('./components/console/AgentsTree') },
];
