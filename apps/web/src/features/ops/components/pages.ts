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
  /** Only for platform super-operators (an operator with no merchant of their own); the server checks again (ADR 070). */
  platform?: boolean;
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
  system: readonly OpsPage[];
  cashier: readonly OpsPage[];
  rewardCentre: readonly OpsPage[];
  points: readonly OpsPage[];
  kyc: readonly OpsPage[];
  rebates: readonly OpsPage[];
  referral: readonly OpsPage[];
  promotions: readonly OpsPage[];
  inbox: readonly OpsPage[];
  registration: readonly OpsPage[];
};

/**
 * A feature's pages by key, in the order given: where one feature's pages sit apart in the menu
 * (system's switches open the settings section, its site pages close it; reward-centre's rules come
 * after the rebate, promo-code and referral pages).
 */
const pagesOf = (pages: readonly OpsPage[], ...keys: string[]): OpsPage[] =>
  keys.map((key) => {
    const page = pages.find((p) => p.key === key);
    if (!page) throw new Error(`console page "${key}" is not contributed`);
    return page;
  });

/** Every contributed page is in the menu exactly once: a page left out by `pagesOf` would vanish silently. */
function placedOnce(contributions: OpsContributions, menu: OpsPage[]): OpsPage[] {
  const keys = menu.map((p) => p.key);
  for (const page of Object.values(contributions).flat())
    if (keys.filter((k) => k === page.key).length !== 1) throw new Error(`console page "${page.key}" is not placed once`);
  return menu;
}

/**
 * The console's pages, in menu order within each section. A page of ops itself is one line here plus
 * its component (default export taking `OpsPageProps`) and, for its strings, a locale namespace
 * `ops/<group>` in `locales/<group>/*.json`; a page of another feature is listed in that feature.
 * The first page an operator may see is where the console opens.
 */
export const opsPages = (contributions: OpsContributions): OpsPage[] => {
  const {
    finance,
    support,
    games,
    lottery,
    accounts,
    agents,
    feedback,
    system,
    cashier,
    rewardCentre,
    points,
    kyc,
    rebates,
    referral,
    promotions,
    inbox,
    registration,
  } = contributions;
  return placedOnce(contributions, [
    { key: 'dashboard', section: 'overview', label: 'ops/dashboard:nav.dashboard', load: () => import('./dashboard/Dashboard') },
    ...pagesOf(system, 'brands'),
    ...pagesOf(system, 'flags'),
    ...pagesOf(promotions, 'banners'),
    ...pagesOf(cashier, 'deposits'),
    ...games,
    ...lottery,
    ...support,
    // The finance feature's own pages (features/finance), handed in by the route.
    ...finance,
    { key: 'audit', section: 'audit', label: 'ops:tabs.audit', load: () => import('./AuditLog') },
    ...accounts,
    ...agents,
    ...feedback,
    ...kyc,
    { key: 'outbox', section: 'members', label: 'ops/outbox:nav.outbox', needs: 'support', load: () => import('./outbox/OutboxPage') },
    ...pagesOf(promotions, 'promotions', 'popups'),
    ...inbox,
    ...pagesOf(system, 'help'),
    ...points,
    ...registration,
    ...pagesOf(rewardCentre, 'rw-missions', 'rw-vip', 'rw-vip-keep'),
    ...rebates,
    ...pagesOf(promotions, 'rw-promo-codes'),
    ...referral,
    ...pagesOf(rewardCentre, 'rw-centre'),
    ...pagesOf(cashier, 'rw-cashier'),
    ...pagesOf(promotions, 'rw-wagering'),
    ...pagesOf(system, 'maintenance', 'site-seo', 'site-theme', 'site-contacts', 'site-domains'),
    {
      key: 'operators',
      section: 'settings',
      label: 'ops/operators:nav.operators',
      needs: 'admin',
      load: () => import('./operators/OperatorsPage'),
    },
  ]);
};

/** The namespaces the menu's labels live in (loaded together with `ops`). */
export const labelNamespaces = (pages: readonly OpsPage[]) => [...new Set(pages.map((p) => p.label.split(':')[0]!))];
