import type { Translations } from '@arcadia/contract';
import { describe, expect, it } from 'vitest';
import { compactTranslations, variantField } from '../LanguageVariants';

// Issue 29: an operator writes content per language and sees, in each empty field, what players of
// that language read instead (the merchant default's variant, else the base text).
type Promo = { title: string; body: string };
const base: Promo = { title: 'Base title', body: 'Base body' };
const translations: Translations<Promo> = { CN: { title: '首存红利' }, EN: { title: 'First deposit', body: '' } };

const field = (active: Parameters<typeof variantField>[0], set = (_: Translations<Promo>) => {}) =>
  variantField<Promo>(active, base, translations, 'CN', () => {}, set);

describe('variantField: what an empty field falls back to', () => {
  it("shows the default language's variant where it has one, else the base text", () => {
    expect(field('TH')('title')).toMatchObject({ value: undefined, fallback: '首存红利' });
    expect(field('TH')('body')).toMatchObject({ value: undefined, fallback: 'Base body' });
    expect(field('EN')('title')).toMatchObject({ value: 'First deposit' });
  });

  it('the default language itself falls back to the base text; the base tab has no fallback', () => {
    expect(field('CN')('body').fallback).toBe('Base body');
    expect(field('base')('title')).toMatchObject({ value: 'Base title', fallback: undefined });
  });

  it("writes one language's field and keeps the other variants", () => {
    let written: Translations<Promo> = {};
    field('VI', (next) => {
      written = next;
    })('title').set('Thưởng nạp đầu');
    expect(written).toEqual({ ...translations, VI: { title: 'Thưởng nạp đầu' } });
  });
});

describe('compactTranslations', () => {
  it('drops empty fields and empty variants, so an emptied field falls back on the server too', () => {
    expect(compactTranslations<Promo>({ ...translations, JA: { title: '' } })).toEqual({
      CN: { title: '首存红利' },
      EN: { title: 'First deposit' },
    });
  });
});
