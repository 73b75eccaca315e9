import type { OpsPermission } from '@arcadia/contract/ops';
import type { ComponentType } from 'react';

/** What every console page receives: the merchant it works on and the operator's permissions. */
export type OpsPageProps = { code: string; can(permission: OpsPermission): boolean };

/** Navigation groups, in the order the menu shows them. */
export const OPS_SECTIONS = ['overview', 'members', 'finance', 'content', 'games', 'support', 'settings', 'audit'] as const;
export type OpsSection = (typeof OPS_SECTIONS)[number];

export type OpsPage = {
  /** `?tab=<key>`; unique. */
  key: string;
  section: OpsSection;
  /** i18next key of the menu label, namespace included (`ops:tabs.flags`, `ops/finance:nav.ledger`). */
  label: string;
  /** Shown only to operators holding it (default `read`, which every role has). The server checks again. */
  needs?: OpsPermission;
  /** Each page is its own lazy chunk: the console's first paint loads only the page on screen. */
  load: () => Promise<{ default: ComponentType<OpsPageProps> }>;
};

/**
 * The console's pages. A new page is one line here plus its component (default export taking
 * `OpsPageProps`) and, for its strings, a locale namespace `ops/<group>` in `locales/<group>/*.json`.
 * The first page an operator may see is where the console opens.
 */
export const OPS_PAGES: OpsPage[] = [
  { key: 'flags', section: 'settings', label: 'ops:tabs.flags', load: () => import('./FlagsPanel') },
  { key: 'banners', section: 'content', label: 'ops:tabs.banners', load: () => import('./BannersPanel') },
  { key: 'deposits', section: 'finance', label: 'ops:tabs.deposits', load: () => import('./DepositQueue') },
  { key: 'audit', section: 'audit', label: 'ops:tabs.audit', load: () => import('./AuditLog') },
  { key: 'promotions', section: 'content', label: 'ops/content:nav.promotions', load: () => import('./content/PromotionsPage') },
  { key: 'popups', section: 'content', label: 'ops/content:nav.popups', load: () => import('./content/PopupsPage') },
  { key: 'notices', section: 'content', label: 'ops/content:nav.notices', load: () => import('./content/NoticesPage') },
  { key: 'help', section: 'content', label: 'ops/content:nav.help', load: () => import('./content/HelpPage') },
  { key: 'registration', section: 'settings', label: 'ops/settings:nav.registration', load: () => import('./settings/RegistrationPage') },
  { key: 'maintenance', section: 'settings', label: 'ops/settings:nav.maintenance', load: () => import('./settings/MaintenancePage') },
];

/** The namespaces the menu's labels live in (loaded together with `ops`). */
export const OPS_LABEL_NAMESPACES = [...new Set(OPS_PAGES.map((p) => p.label.split(':')[0]!))];
