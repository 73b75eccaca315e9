import type { ConsolePage } from '../../lib/console-page';

/** The console's Members page (search, profile, lock, sessions), contributed to the operator console (ADR 054); a lazy chunk. */
export const ACCOUNTS_PAGES: ConsolePage<'members'>[] = [
  {
    key: 'members',
    section: 'members',
    label: 'accounts/console:nav.members',
    needs: 'support',
    load: () => import('./components/console/MembersPage'),
  },
];
