import { LANGUAGES, type Language, localised, type Translations } from '@arcadia/contract';

/** A claim's promotion title as stored (the base row's) with the promotion's per-language variants. */
export type TitleSource = { promotionTitle: string; promotionTranslations?: Translations<{ title: string }> | null };

/**
 * A claim's promotion title in a language, by the content fallback (ADR 049): a member's claims and
 * the notice of a decision read in the member's language, not the base row's (issue 29).
 */
export const claimTitle = (r: TitleSource, language: Language, defaultLanguage: Language): string =>
  localised({ title: r.promotionTitle }, r.promotionTranslations, language, defaultLanguage).title;

/**
 * A decision's notice is stored once and read later in whatever language the member then uses: it
 * carries the title in every language, and in the merchant's default one as `title`.
 */
export function noticeTitles(r: TitleSource, defaultLanguage: Language): { title: string; titles: Record<Language, string> } {
  const titles = Object.fromEntries(LANGUAGES.map((l) => [l, claimTitle(r, l, defaultLanguage)])) as Record<Language, string>;
  return { title: titles[defaultLanguage], titles };
}
