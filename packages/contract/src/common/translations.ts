import { z } from 'zod';
import { type Language, languageSchema } from './languages.js';

/**
 * Operator content per language (issue 29): the row's own fields are the base text, and
 * `translations` holds a variant per language whose fields override it. A field left out or empty
 * in a variant falls back, field by field: the request's language, then the merchant's default
 * language, then the base row. The console shows which source each language ends up with.
 */
export type Translations<T> = Partial<Record<Language, Partial<T>>>;

/** The schema of a translations map whose variants have (some of) `shape`'s fields. */
export const translationsSchema = <S extends z.ZodRawShape>(shape: S) => z.partialRecord(languageSchema, z.object(shape).partial());

const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** Where a field's text comes from for `language`: its own variant, the default language's, or the base row. */
export function translationSource<T>(
  translations: Translations<T> | null | undefined,
  field: keyof T,
  language: Language,
  defaultLanguage: Language,
): Language | 'base' {
  if (filled(translations?.[language]?.[field])) return language;
  if (filled(translations?.[defaultLanguage]?.[field])) return defaultLanguage;
  return 'base';
}

/** The base fields with each translated field replaced by the variant the fallback order picks. */
export function localised<T extends object>(
  base: T,
  translations: Translations<T> | null | undefined,
  language: Language,
  defaultLanguage: Language,
): T {
  const out = { ...base };
  for (const key of Object.keys(base) as (keyof T)[]) {
    const from = translationSource(translations, key, language, defaultLanguage);
    if (from !== 'base') out[key] = translations?.[from]?.[key] as T[keyof T];
  }
  return out;
}

/** Every variant's HTML goes through the same sanitiser as the base content, on every write. */
export function sanitizeVariants<T extends { content?: string }>(
  translations: Partial<Record<Language, T>>,
  sanitize: (html: string) => string,
): Partial<Record<Language, T>> {
  const out: Partial<Record<Language, T>> = {};
  for (const [language, variant] of Object.entries(translations) as [Language, T][])
    out[language] = variant.content ? { ...variant, content: sanitize(variant.content) } : variant;
  return out;
}
