import type { Language } from '@arcadia/contract';

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
