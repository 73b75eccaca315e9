import type { ConsolePage } from '../../lib/console-page';

/**
 * Reward-centre's console pages, contributed to the operator console's finance section (ADR 054):
 * missions, VIP level-up bonuses, what keeps each VIP level (ADR 055) and the sign-in, newbie and
 * rescue rules. Each page is a lazy chunk.
 */
export const REWARD_CENTRE_PAGES: ConsolePage<'finance'>[] = [
  {
    key: 'rw-missions',
    section: 'finance',
    label: 'reward-centre/console:nav.missions',
    load: () => import('./components/console/MissionsPage'),
  },
  { key: 'rw-vip', section: 'finance', label: 'reward-centre/console:nav.vip', load: () => import('./components/console/VipBenefitsPage') },
  {
    key: 'rw-vip-keep',
    section: 'finance',
    label: 'reward-centre/console:nav.vipKeep',
    load: () => import('./components/console/VipKeepPage'),
  },
  {
    key: 'rw-centre',
    section: 'finance',
    label: 'reward-centre/console:nav.centre',
    load: () => import('./components/console/RewardCentreRulesPage'),
  },
];
