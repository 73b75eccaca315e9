import type { ConsolePage } from '../../lib/console-page';

/** The console's notices (the inbox's announcements), contributed to the operator console's content section (ADR 054); a lazy chunk. */
export const INBOX_PAGES: ConsolePage<'content'>[] = [
  { key: 'notices', section: 'content', label: 'inbox/console:nav.notices', load: () => import('./components/console/NoticesPage') },
];
