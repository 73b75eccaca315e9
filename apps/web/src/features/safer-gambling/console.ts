import type { ConsolePage } from '../../lib/console-page';

/**
 * The console's read-only safer-gambling page (docs/adr/065): a member's limits, exclusion, history
 * and KYC status, and the members a limit refused. No page lifts an exclusion. A lazy chunk.
 */
export const SAFER_GAMBLING_PAGES: ConsolePage<'members'>[] = [
  {
    key: 'safer-gambling',
    section: 'members',
    label: 'safer-gambling/console:nav',
    needs: 'support',
    load: () => import('./components/console/SaferGamblingConsole'),
  },
];
