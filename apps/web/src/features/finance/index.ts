/**
 * Public API of the finance feature on the web: the operator console's finance pages (adjustments and
 * their approvals, books, disputes, reward and redemption queues; server features/finance, ADR 024/037/045).
 * The console (features/ops) is the shell that mounts them; app/routes/ops composes the two (ADR 054).
 * Every page is a lazy chunk, so nothing here reaches the player's bundle.
 */
import type { FinanceConsolePage } from './components/page-props';

export type { FinanceConsolePage, FinancePageProps } from './components/page-props';

/** The finance section's own pages, in menu order. */
export const FINANCE_PAGES: FinanceConsolePage[] = [
  { key: 'fin-adjust', section: 'finance', label: 'finance:nav.adjust', needs: 'finance', load: () => import('./components/AdjustPage') },
  {
    key: 'fin-approvals',
    section: 'finance',
    label: 'finance:nav.approvals',
    needs: 'finance',
    load: () => import('./components/ApprovalsPage'),
  },
  { key: 'fin-adjustments', section: 'finance', label: 'finance:nav.adjustments', load: () => import('./components/HistoryPage') },
  { key: 'fin-ledger', section: 'finance', label: 'finance:nav.ledger', load: () => import('./components/LedgerPage') },
  {
    key: 'fin-reconciliation',
    section: 'finance',
    label: 'finance:nav.reconciliation',
    load: () => import('./components/ReconciliationPage'),
  },
  { key: 'fin-disputes', section: 'finance', label: 'finance:nav.disputes', load: () => import('./components/DisputesPage') },
  { key: 'fin-rewards', section: 'finance', label: 'finance:nav.rewards', load: () => import('./components/RewardApplicationsPage') },
  { key: 'fin-redemptions', section: 'finance', label: 'finance:nav.redemptions', load: () => import('./components/RedemptionsPage') },
];
