import type { OpsPermission } from '@arcadia/contract/ops';
import type { ComponentType } from 'react';

import type { OpsPageProps } from './page-props';

export type { OpsPageProps };

/** Navigation groups, in the order the menu shows them. */
export const OPS_SECTIONS = ['overview', 'members', 'finance', 'content', 'games', 'support', 'settings', 'audit'] as const;
export type OpsSection = (typeof OPS_SECTIONS)[number];

export type OpsPage = {
  /** `?tab=<key>`; unique. */
  key: string;
  section: OpsSection;
  /** i18next key of the menu label, namespace included (`ops:tabs.flags`, `finance:nav.ledger`). */
  label: string;
  /** Shown only to operators holding it (default `read`, which every role has). The server checks again. */
  needs?: OpsPermission;
  /** Each page is its own lazy chunk: the console's first paint loads only the page on screen. */
  load: () => Promise<{ default: ComponentType<OpsPageProps> }>;
};

/**
 * Pages other web features contribute to the console. Web features never import each other, so the
 * route (app/routes/ops) imports them and hands them in here (ADR 054: ops is the shell; each
 * feature's console pages live in that feature's folder, with its own locale namespace).
 */
export type OpsContributions = {
  finance: readonly OpsPage[];
  support: readonly OpsPage[];
  games: readonly OpsPage[];
  lottery: readonly OpsPage[];
  accounts: readonly OpsPage[];
  agents: readonly OpsPage[];
  feedback: readonly OpsPage[];
};

/**
 * The console's pages, in menu order within each section. A page of ops itself is one line here plus
 * its component (default export taking `OpsPageProps`) and, for its strings, a locale namespace
 * `ops/<group>` in `locales/<group>/*.json`; a page of another feature is listed in that feature.
 * The first page an operator may see is where the console opens.
 */
export const opsPages = ({ finance, support, games, lottery, accounts, agents, feedback }: OpsContributions): OpsPage[] => [
  { key: 'dashboard', section: 'overview', label: 'ops/dashboard:nav.dashboard', load: () => import('./dashboard/Dashboard') },
  { key: 'flags', section: 'settings', label: 'ops:tabs.flags', load: () => import('./FlagsPanel') },
  { key: 'banners', section: 'content', label: 'ops:tabs.banners', load: () => import('./BannersPanel') },
  { key: 'deposits', section: 'finance', label: 'ops:tabs.deposits', load: () => import('./DepositQueue') },
  ...games,
  ...lottery,
  ...support,
  // The finance feature's own pages (features/finance), handed in by the route.
  ...finance,
  { key: 'audit', section: 'audit', label: 'ops:tabs.audit', load: () => import('./AuditLog') },
  ...accounts,
  ...agents,
  ...feedback,
  { key: 'outbox', section: 'members', label: 'ops/outbox:nav.outbox', needs: 'support', load: () => import('./outbox/OutboxPage') },
  { key: 'promotions', section: 'content', label: 'ops/content:nav.promotions', load: () => import('./content/PromotionsPage') },
  { key: 'popups', section: 'content', label: 'ops/content:nav.popups', load: () => import('./content/PopupsPage') },
  { key: 'notices', section: 'content', label: 'ops/content:nav.notices', load: () => import('./content/NoticesPage') },
  { key: 'help', section: 'content', label: 'ops/content:nav.help', load: () => import('./content/HelpPage') },
  { key: 'registration', section: 'settings', label: 'ops/settings:nav.registration', load: () => import('./settings/RegistrationPage') },
  { key: 'rw-missions', section: 'finance', label: 'ops/rewards:nav.missions', load: () => import('./rewards/MissionsPage') },
  { key: 'rw-vip', section: 'finance', label: 'ops/rewards:nav.vip', load: () => import('./rewards/VipBenefitsPage') },
  { key: 'rw-rebates', section: 'finance', label: 'ops/rewards:nav.rebates', load: () => import('./rewards/RebateRatesPage') },
  { key: 'rw-referral', section: 'finance', label: 'ops/rewards:nav.referral', load: () => import('./rewards/ReferralTermsPage') },
  {
    key: 'rw-centre',
    section: 'finance',
    label: 'ops/rewards:nav.centre',
    load: () => import('./rewards/RewardCentreRulesPage'),
  },
  { key: 'rw-cashier', section: 'finance', label: 'ops/rewards:nav.cashier', load: () => import('./rewards/CashierHistoryPage') },
  { key: 'rw-wagering', section: 'finance', label: 'ops/rewards:nav.wagering', load: () => import('./rewards/WageringPage') },
  { key: 'maintenance', section: 'settings', label: 'ops/settings:nav.maintenance', load: () => import('./settings/MaintenancePage') },
  { key: 'site-seo', section: 'settings', label: 'ops/site:nav.seo', load: () => import('./site/SeoPage') },
  { key: 'site-theme', section: 'settings', label: 'ops/site:nav.theme', load: () => import('./site/ThemePage') },
  { key: 'site-contacts', section: 'settings', label: 'ops/site:nav.contacts', load: () => import('./site/ContactsPage') },
  { key: 'site-domains', section: 'settings', label: 'ops/site:nav.domains', load: () => import('./site/DomainsPage') },
  {
    key: 'operators',
    section: 'settings',
    label: 'ops/operators:nav.operators',
    needs: 'admin',
    load: () => import('./operators/OperatorsPage'),
  },
];

/** The namespaces the menu's labels live in (loaded together with `ops`). */
export const labelNamespaces = (pages: readonly OpsPage[]) => [...new Set(pages.map((p) => p.label.split(':')[0]!))];
