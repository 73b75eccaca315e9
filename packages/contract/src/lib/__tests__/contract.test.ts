import { describe, expect, it } from 'vitest';
import { badgeText, formatMoney, parseLanguage } from '../../index.js';
import { customerServiceFor, resolveWhitelabel, SEO_PATHS, seoApplies, seoFor, WHITELABEL_FLAGS } from '../../system/index.js';

describe('SEO rule (spec 000 §2)', () => {
  it('applies on every listed path on localhost and www hosts', () => {
    for (const p of SEO_PATHS) {
      expect(seoApplies(p, 'localhost')).toBe(true);
      expect(seoApplies(p, 'www.brand.example:8443')).toBe(true);
    }
  });
  it('does not apply to unlisted paths, deeper paths or other hosts', () => {
    expect(seoApplies('/member', 'localhost')).toBe(false);
    expect(seoApplies('/promotions/123', 'localhost')).toBe(false);
    expect(seoApplies('/promotions', 'brand.example')).toBe(false);
    expect(seoApplies('/promotions', '127.0.0.1')).toBe(false);
  });
  it('tolerates a trailing slash and falls back to the home entry', () => {
    const cfg = { '/': { title: 'Home', description: 'd' } };
    expect(seoFor(cfg, '/promotions/', 'localhost')?.title).toBe('Home');
    expect(seoFor(cfg, '/member', 'localhost')).toBeNull();
  });
});

describe('money formatting (spec 000 §9)', () => {
  it('puts the symbol before for F or empty, after for B, with en-US grouping', () => {
    expect(formatMoney('1234567.891', { currency: 'CNY', currencySymbol: '¥', currencyPosition: 'F' })).toBe('¥1,234,567.89');
    expect(formatMoney('1234.5', { currency: 'CNY', currencySymbol: '¥', currencyPosition: '' })).toBe('¥1,234.50');
    expect(formatMoney('1234.5', { currency: 'THB', currencySymbol: '฿', currencyPosition: 'B' })).toBe('1,234.50 ฿');
  });
  it('formats BRL in the Brazilian style', () => {
    expect(formatMoney('1234567.5', { currency: 'BRL', currencySymbol: 'R$', currencyPosition: 'F' })).toBe('R$1.234.567,50');
  });
  it('rounds half up on decimals without float error', () => {
    expect(formatMoney('0.005', { currency: 'CNY', currencySymbol: '¥', currencyPosition: 'F' })).toBe('¥0.01');
    expect(formatMoney('1.015', { currency: 'CNY', currencySymbol: '¥', currencyPosition: 'F' })).toBe('¥1.02');
    expect(formatMoney('-1234.5', { currency: 'CNY', currencySymbol: '¥', currencyPosition: 'F' })).toBe('-¥1,234.50');
    expect(formatMoney('-0.001', { currency: 'CNY', currencySymbol: '¥', currencyPosition: 'F' })).toBe('¥0.00');
  });
  it('shows badge counts above 99 as dots', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('...');
  });
});

describe('white-label flags and customer service', () => {
  it('fills every flag from its default, overrides win', () => {
    const flags = resolveWhitelabel({ FREEPLAY3: false });
    expect(Object.keys(flags)).toHaveLength(Object.keys(WHITELABEL_FLAGS).length);
    expect(flags.FREEPLAY3).toBe(false);
    expect(flags.DEPOSIT).toBe(true);
    expect(flags.CREDITMAR3).toBe(false);
  });
  it('gives labelled members their entries and falls back to general ones', () => {
    const e = (title: string, labelIds: number[]) => ({
      csType: 'OTHER',
      csPosition: 'right',
      path: '/',
      labelIds,
      target: 'popup' as const,
      type: 'web',
      title,
    });
    const all = [e('general', []), e('vip', [3])];
    expect(customerServiceFor(all, null).map((x) => x.title)).toEqual(['general']);
    expect(customerServiceFor(all, 3).map((x) => x.title)).toEqual(['vip']);
    expect(customerServiceFor(all, 7).map((x) => x.title)).toEqual(['general']);
  });
  it('reads Language leniently with CN as default', () => {
    expect(parseLanguage('en')).toBe('EN');
    expect(parseLanguage('xx')).toBe('CN');
    expect(parseLanguage(undefined)).toBe('CN');
  });
});
