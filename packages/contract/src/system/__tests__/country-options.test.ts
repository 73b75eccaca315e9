import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryForCode, countryOptions, flagOf } from '../countries.js';

describe('country picker options (spec 001 §2, ADR 044)', () => {
  it('keeps countries that share a dialling code distinct: the value is the country', () => {
    const options = countryOptions(COUNTRIES);
    const plusOne = options.filter((o) => o.dialingCode === '1').map((o) => o.value);
    expect(plusOne).toEqual(['US', 'CA']);
    expect(options.filter((o) => o.dialingCode === '7').map((o) => o.value)).toEqual(['RU', 'KZ']);
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    expect(options).toHaveLength(COUNTRIES.length);
  });

  it('shows each with its flag', () => {
    expect(flagOf('ca')).toBe('🇨🇦');
    expect(countryOptions(COUNTRIES).find((o) => o.value === 'CA')?.label).toBe('🇨🇦 CA +1');
    expect(flagOf('X1')).toBe('');
  });

  it('shows the chosen country for its code, else the first with the code', () => {
    expect(countryForCode(COUNTRIES, '1', 'CA')).toBe('CA');
    expect(countryForCode(COUNTRIES, '1')).toBe('US');
    expect(countryForCode(COUNTRIES, '86', 'CA')).toBe('CN');
    expect(countryForCode(COUNTRIES, '999')).toBeUndefined();
  });
});
