import { ACCOUNTS_PAGES } from '../../../features/accounts';
import { AGENTS_PAGES } from '../../../features/agents';
import { CASHIER_PAGES } from '../../../features/cashier';
import { FEEDBACK_PAGES } from '../../../features/feedback';
import { FINANCE_PAGES } from '../../../features/finance';
import { GAMES_PAGES } from '../../../features/games';
import { LOTTERY_PAGES } from '../../../features/lottery';
import { opsPages } from '../../../features/ops';
import { SUPPORT_PAGES } from '../../../features/support';
import { SYSTEM_PAGES } from '../../../features/system';

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
});
