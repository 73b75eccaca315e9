import type { ConsolePage } from '../../lib/console-page';

/** What keeps each VIP level, contributed to the operator console's finance section (ADR 054, 055); a lazy chunk. */
export const REWARD_CENTRE_PAGES: ConsolePage<'finance'>[] = [
  {
    key: 'rw-vip-keep',
    section: 'finance',
    label: 'reward-centre/console:nav.vipKeep',
    load: () => import('./components/console/VipKeepPage'),
  },
];
