import type { ConsolePage } from '../../lib/console-page';

/** The console's support desk (ADR 027), contributed to the operator console (ADR 054); a lazy chunk. */
export const SUPPORT_PAGES: ConsolePage<'support'>[] = [
  { key: 'desk', section: 'support', label: 'support/console:nav.desk', load: () => import('./components/console/SupportDesk') },
];
