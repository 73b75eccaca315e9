import type { OpsSnapshot } from '../../platform/http/ops-guard.js';

/** Readers of the state that audited writes change (each feature's own service, wired in routes.ts). */
export type SnapshotPorts = {
  flags(merchantId: number): Promise<unknown>;
  security(merchantId: number): Promise<unknown>;
  twoFactor(merchantId: number): Promise<unknown>;
  cashierSettings(merchantId: number): Promise<unknown>;
  cashierRequest(merchantId: number, id: number): Promise<unknown>;
  banners(merchantId: number): Promise<{ bannerId: number }[]>;
  ipAllowList(merchantId: number): Promise<string[]>;
  gameVendor?(merchantId: number, vendor: string): Promise<unknown>;
  game?(merchantId: number, nodeId: number): Promise<unknown>;
  lotteryGame?(merchantId: number, code: string): Promise<unknown>;
  member(merchantId: number, account: string): Promise<unknown>;
  financeSettings(merchantId: number): Promise<unknown>;
  adjustment(merchantId: number, id: number): Promise<unknown>;
  promotions?(merchantId: number): Promise<{ id: number }[]>;
  popups?(merchantId: number): Promise<{ id: number }[]>;
  notices?(merchantId: number): Promise<{ id: number }[]>;
  siteSettings?(merchantId: number): Promise<{ maintenance: unknown; restrictedCountries: string[]; registerRules: unknown[] }>;
  registration?(merchantId: number): Promise<unknown>;
  /** The console's site pages (ADR 028). */
  site?(merchantId: number): Promise<{
    seo: unknown;
    templates: unknown;
    resources: unknown;
    customerService: unknown;
    domains: unknown;
    copyright: string;
    copyrightTranslations: unknown;
  }>;
  operator?(merchantId: number, id: number): Promise<unknown>;
  feedbackReply?(merchantId: number, id: number): Promise<unknown>;
  /** The help editor's item (ADR 031). */
  helpItem?(merchantId: number, id: number): Promise<unknown>;
};

/**
 * The audit's "before" and "after" for the writes an operator most needs to reconstruct: the same
 * reader runs before the handler and after it. Writes not listed here record the request as asked
 * and the response's value as "after" (ADR 021).
 */
export function auditSnapshots(p: SnapshotPorts): Record<string, OpsSnapshot> {
  const cashier: OpsSnapshot = (m, params) => p.cashierRequest(m, Number(params.id));
  return {
    'PUT /ops/merchants/:code/flags': (m) => p.flags(m),
    'PUT /ops/merchants/:code/security': (m) => p.security(m),
    'PUT /ops/merchants/:code/two-factor': (m) => p.twoFactor(m),
    'PUT /ops/merchants/:code/cashier/settings': (m) => p.cashierSettings(m),
    'POST /ops/merchants/:code/cashier/:id/approve': cashier,
    'POST /ops/merchants/:code/cashier/:id/reject': cashier,
    'PUT /ops/merchants/:code/banners/:id': async (m, params) => (await p.banners(m)).find((b) => b.bannerId === Number(params.id)) ?? null,
    'PUT /ops/merchants/:code/ip-allow-list': (m) => p.ipAllowList(m),
    ...(p.gameVendor && { 'PUT /ops/merchants/:code/games/vendors/:vendor': (m, params) => p.gameVendor!(m, String(params.vendor)) }),
    ...(p.game && { 'PUT /ops/merchants/:code/games/catalogue/:nodeId': (m, params) => p.game!(m, Number(params.nodeId)) }),
    ...(p.lotteryGame && {
      'POST /ops/merchants/:code/lottery/games/:gameCode/settings': (m, params) => p.lotteryGame!(m, String(params.gameCode)),
    }),
    'POST /ops/merchants/:code/members/:account/lock': (m, params) => p.member(m, String(params.account)),
    'POST /ops/merchants/:code/members/:account/unlock': (m, params) => p.member(m, String(params.account)),
    'PUT /ops/merchants/:code/finance/settings': (m) => p.financeSettings(m),
    'POST /ops/merchants/:code/finance/adjustments/:id/approve': (m, params) => p.adjustment(m, Number(params.id)),
    'POST /ops/merchants/:code/finance/adjustments/:id/reject': (m, params) => p.adjustment(m, Number(params.id)),
    ...(p.promotions && p.popups && p.notices ? contentSnapshots(p.promotions, p.popups, p.notices) : {}),
    ...(p.siteSettings && p.registration ? settingsSnapshots(p.siteSettings, p.registration) : {}),
    ...(p.site ? siteSnapshots(p.site) : {}),
    ...(p.operator ? operatorSnapshots(p.operator) : {}),
    ...(p.helpItem ? helpSnapshots(p.helpItem) : {}),
    ...(p.feedbackReply && { 'POST /ops/merchants/:code/feedback/:id/reply': (m, params) => p.feedbackReply!(m, Number(params.id)) }),
  };
}

/** Promotion and popup edits (ADR 026): the row as it was and as it is. */
function contentSnapshots(
  promotions: (m: number) => Promise<{ id: number }[]>,
  popups: (m: number) => Promise<{ id: number }[]>,
  notices: (m: number) => Promise<{ id: number }[]>,
): Record<string, OpsSnapshot> {
  const row =
    (list: (m: number) => Promise<{ id: number }[]>): OpsSnapshot =>
    async (m, params) =>
      (await list(m)).find((r) => r.id === Number(params.id)) ?? null;
  return {
    'PUT /ops/merchants/:code/promotions/:id': row(promotions),
    'POST /ops/merchants/:code/promotions/:id/end': row(promotions),
    'DELETE /ops/merchants/:code/promotions/:id': row(promotions),
    'PUT /ops/merchants/:code/popups/:id': row(popups),
    'DELETE /ops/merchants/:code/popups/:id': row(popups),
    'PUT /ops/merchants/:code/notices/:id': row(notices),
    'DELETE /ops/merchants/:code/notices/:id': row(notices),
  };
}

/** Settings pages (ADR 026): the part of the merchant's settings each write changes. */
function settingsSnapshots(
  site: NonNullable<SnapshotPorts['siteSettings']>,
  registration: NonNullable<SnapshotPorts['registration']>,
): Record<string, OpsSnapshot> {
  const maintenance: OpsSnapshot = async (m) => (await site(m)).maintenance;
  return {
    'PUT /ops/merchants/:code/maintenance': maintenance,
    'DELETE /ops/merchants/:code/maintenance': maintenance,
    'PUT /ops/merchants/:code/restricted-countries': async (m) => (await site(m)).restrictedCountries,
    'PUT /ops/merchants/:code/register-rules': async (m) => (await site(m)).registerRules,
    'PUT /ops/merchants/:code/registration': (m) => registration(m),
  };
}

/** Site pages (ADR 028): the SEO map, theme, list or hosts as they were and are. */
function siteSnapshots(site: NonNullable<SnapshotPorts['site']>): Record<string, OpsSnapshot> {
  const part =
    (key: 'seo' | 'templates' | 'resources' | 'customerService' | 'domains'): OpsSnapshot =>
    async (m) =>
      (await site(m))[key];
  return {
    'PUT /ops/merchants/:code/seo': part('seo'),
    'PUT /ops/merchants/:code/templates': part('templates'),
    'PUT /ops/merchants/:code/resources': part('resources'),
    'PUT /ops/merchants/:code/customer-service': part('customerService'),
    'POST /ops/merchants/:code/domains': part('domains'),
    'DELETE /ops/merchants/:code/domains/:host': part('domains'),
    'POST /ops/merchants/:code/domains/:host/primary': part('domains'),
    'PUT /ops/merchants/:code/copyright': async (m) => {
      const { copyright, copyrightTranslations } = await site(m);
      return { copyright, copyrightTranslations };
    },
  };
}

/** Operator management (ADR 030): the operator's row (role, status, sessions) as it was and as it is. */
function operatorSnapshots(operator: NonNullable<SnapshotPorts['operator']>): Record<string, OpsSnapshot> {
  const row: OpsSnapshot = (m, params) => operator(m, Number(params.id));
  return Object.fromEntries(
    [
      'PUT /ops/merchants/:code/operators/:id/role',
      ...['disable', 'enable', 'reset-totp', 'end-sessions'].map((v) => `POST /ops/merchants/:code/operators/:id/${v}`),
    ].map((route) => [route, row]),
  );
}

/** Help items (ADR 031): the item as it was and as it is (null once deleted). */
function helpSnapshots(item: (m: number, id: number) => Promise<unknown>): Record<string, OpsSnapshot> {
  const row: OpsSnapshot = (m, params) => item(m, Number(params.id));
  return {
    'PUT /ops/merchants/:code/help-items/:id': row,
    'POST /ops/merchants/:code/help-items/:id/move': row,
    'DELETE /ops/merchants/:code/help-items/:id': row,
  };
}
