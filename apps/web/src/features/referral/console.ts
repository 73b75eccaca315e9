import type { ConsolePage } from '../../lib/console-page';

/** The referral terms (ADR 045), contributed to the operator console's finance section (ADR 054); a lazy chunk. */
export const REFERRAL_PAGES: ConsolePage<'finance'>[] = [
  {
    key: 'rw-referral',
    section: 'finance',
    label: 'referral/console:nav.referral',
    load: () => import('./components/console/ReferralTermsPage'),
  },
];
