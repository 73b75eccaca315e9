import { FINANCE_PAGES } from '../../../features/finance';
import { opsPages } from '../../../features/ops';
import { SUPPORT_PAGES } from '../../../features/support';

// The console's menu: the ops shell's own pages with each feature's console pages in their place.
// Web features never import each other, so they meet here (ADR 054).
export const CONSOLE_PAGES = opsPages({ finance: FINANCE_PAGES, support: SUPPORT_PAGES });
