/** Query keys of the promotions feature. Invalidate `promotionKeys.all` after an application or a PROMOTION event. */
export const promotionKeys = {
  all: ['promotions'] as const,
  // Banners and popups are operator content per language (issue 29): a language change fetches them again.
  banners: (group: string, language: string) => ['promotions', 'banners', group, language] as const,
  popups: (signedIn: boolean, language: string) => ['promotions', 'popups', signedIn, language] as const,
  list: (signedIn: boolean, language: string) => ['promotions', 'list', signedIn, language] as const,
  available: () => ['promotions', 'available'] as const,
  claims: (language: string) => ['promotions', 'claims', language] as const,
};
