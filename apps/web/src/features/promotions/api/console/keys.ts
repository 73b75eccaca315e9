/** Query keys of promotions' console pages; under `ops`, so signing out of the console drops them. */
export const consoleKeys = {
  promotions: (code: string) => ['ops', code, 'content', 'promotions'] as const,
  popups: (code: string) => ['ops', code, 'content', 'popups'] as const,
  banners: (code: string) => ['ops', code, 'banners'] as const,
  wagering: (code: string) => ['ops', code, 'rewards', 'wagering'] as const,
  promoCodes: (code: string) => ['ops', code, 'rewards', 'promo-codes'] as const,
};

export const consolePath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}/${rest}`;
