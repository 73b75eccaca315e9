import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { financeKeys } from '../../../../features/finance/api/keys';
import { pendingChangeKeys } from '../../../../lib/pending-changes';
import { CONSOLE_PAGES } from '../console-pages';

const src = join(import.meta.dirname, '..', '..', '..', '..');
const en = (namespace: string) => {
  const [feature, sub] = namespace.split('/');
  return JSON.parse(readFileSync(join(src, 'features', feature!, 'locales', sub ? `${sub}/en.json` : 'en.json'), 'utf8')) as unknown;
};
const text = (label: string) => {
  const [ns, key] = label.split(':');
  return key!.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], en(ns!));
};

/**
 * The finance pages moved from features/ops to features/finance (ADR 054); the console the operator
 * sees must not notice: same tabs, same menu order, same permissions, same labels.
 */
describe('the console composed from ops and finance', () => {
  it('keeps the menu of before the split, tab for tab and in order (the first page is still where it opens)', () => {
    expect(CONSOLE_PAGES.map((p) => p.key)).toEqual([
      'dashboard',
      // The platform's brands (ADR 070), shown to super-operators only.
      'brands',
      'flags',
      'banners',
      'deposits',
      'vendors',
      'catalogue',
      'lottery',
      'desk',
      'fin-adjust',
      'fin-approvals',
      'fin-adjustments',
      'fin-ledger',
      'fin-reconciliation',
      'fin-disputes',
      'fin-rewards',
      'fin-redemptions',
      'audit',
      'members',
      'agents',
      'feedback',
      // The KYC review queue (docs/adr/066-kyc.md), beside the feedback inbox.
      'kyc',
      // Safer gambling's read-only member view and limit refusals (ADR 065).
      'safer-gambling',
      'outbox',
      'promotions',
      'popups',
      'notices',
      'help',
      'points-info',
      'registration',
      'rw-missions',
      'rw-vip',
      'rw-vip-keep',
      'rw-rebates',
      'rw-promo-codes',
      'rw-referral',
      'rw-centre',
      'rw-cashier',
      'rw-wagering',
      'maintenance',
      'site-seo',
      'site-theme',
      'site-contacts',
      'site-domains',
      'operators',
    ]);
    const needs = Object.fromEntries(CONSOLE_PAGES.filter((p) => p.key.startsWith('fin-')).map((p) => [p.key, p.needs ?? 'read']));
    expect(needs).toEqual({
      'fin-adjust': 'finance',
      'fin-approvals': 'finance',
      'fin-adjustments': 'read',
      'fin-ledger': 'read',
      'fin-reconciliation': 'read',
      'fin-disputes': 'read',
      'fin-rewards': 'read',
      'fin-redemptions': 'read',
    });
  });

  it('labels every tab from its own feature’s locale files, finance’s from features/finance', () => {
    for (const p of CONSOLE_PAGES) expect(typeof text(p.label), p.label).toBe('string');
    expect(CONSOLE_PAGES.find((p) => p.key === 'fin-approvals')?.label).toBe('finance:nav.approvals');
    expect(text('finance:nav.approvals')).toBe('Pending approvals');
  });

  it('reads the pending approvals under one cache key in finance and the rule pages, so a decision refreshes a rule page', () => {
    const q = { status: 'pending', kind: 'rebate_rates', page: 1, size: 100 };
    expect(pendingChangeKeys.list('demo', q)).toEqual(financeKeys.adjustments('demo', q));
    expect(pendingChangeKeys.all('demo')).toEqual(financeKeys.adjustmentsAll('demo'));
  });
});
