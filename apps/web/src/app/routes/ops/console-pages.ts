import { ACCOUNTS_PAGES } from '../../../features/accounts/console';
import { AGENTS_PAGES } from '../../../features/agents/console';
import { CASHIER_PAGES } from '../../../features/cashier/console';
import { FEEDBACK_PAGES } from '../../../features/feedback/console';
import { FINANCE_PAGES } from '../../../features/finance';
import { GAMES_PAGES } from '../../../features/games/console';
import { INBOX_PAGES } from '../../../features/inbox/console';
import { KYC_PAGES } from '../../../features/kyc/console';
import { LOTTERY_PAGES } from '../../../features/lottery/console';
import { opsPages } from '../../../features/ops';
import { POINTS_PAGES } from '../../../features/points/console';
import { PROMOTIONS_PAGES } from '../../../features/promotions/console';
import { REBATES_PAGES } from '../../../features/rebates/console';
import { REFERRAL_PAGES } from '../../../features/referral/console';
import { REGISTRATION_PAGES } from '../../../features/registration/console';
import { REWARD_CENTRE_PAGES } from '../../../features/reward-centre/console';
import { SAFER_GAMBLING_PAGES } from '../../../features/safer-gambling/console';
import { SUPPORT_PAGES } from '../../../features/support/console';
import { SYSTEM_PAGES } from '../../../features/system/console';

// The console's menu: the ops shell's own pages with each feature's console pages in their place.
// Web features never import each other, so they meet here (ADR 054).
export const CONSOLE_PAGES = opsPages({
  finance: FINANCE_PAGES,
  support: SUPPORT_PAGES,
  games: GAMES_PAGES,
  lottery: LOTTERY_PAGES,
  accounts: ACCOUNTS_PAGES,
  agents: AGENTS_PAGES,
  feedback: FEEDBACK_PAGES,
  system: SYSTEM_PAGES,
  cashier: CASHIER_PAGES,
  rewardCentre: REWARD_CENTRE_PAGES,
  points: POINTS_PAGES,
  // Safer gambling's read-only member view sits beside the KYC queue it also shows (ADR 065).
  kyc: [...KYC_PAGES, ...SAFER_GAMBLING_PAGES],
  rebates: REBATES_PAGES,
  referral: REFERRAL_PAGES,
  promotions: PROMOTIONS_PAGES,
  inbox: INBOX_PAGES,
  registration: REGISTRATION_PAGES,
});
