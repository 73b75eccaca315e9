/** Query keys of the promotions feature. Invalidate `promotionKeys.all` after an application or a PROMOTION event. */
export const promotionKeys = {
  all: ['promotions'] as const,
  banners: (group: string) => ['promotions', 'banners', group] as const,
  popups: (signedIn: boolean) => ['promotions', 'popups', signedIn] as const,
  list: (signedIn: boolean, language: string) => ['promotions', 'list', signedIn, language] as const,
  available: () => ['promotions', 'available'] as const,
  claims: () => ['promotions', 'claims'] as const,
};
