import type { ConsolePage } from '../../lib/console-page';

/** The console's feedback inbox with its replies (ADR 030), contributed to the operator console (ADR 054); a lazy chunk. */
export const FEEDBACK_PAGES: ConsolePage<'members'>[] = [
  {
    key: 'feedback',
    section: 'members',
    label: 'feedback/console:nav.feedback',
    needs: 'support',
    load: () => import('./components/console/FeedbackInbox'),
  },
];
