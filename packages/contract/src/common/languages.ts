import { z } from 'zod';

/** Interface languages in the order the specs list them; CN is the default everywhere. */
export const LANGUAGES = ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'CN';

/** Reads a `Language` header value leniently: unknown or missing values fall back to CN. */
export function parseLanguage(value: unknown): Language {
  if (typeof value !== 'string') return DEFAULT_LANGUAGE;
  const upper = value.trim().toUpperCase();
  return (LANGUAGES as readonly string[]).includes(upper) ? (upper as Language) : DEFAULT_LANGUAGE;
}

/** BCP 47 tags for Intl and <html lang>. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  CN: 'zh-CN',
  TW: 'zh-TW',
  JA: 'ja',
  EN: 'en',
  TH: 'th',
  VI: 'vi',
};
