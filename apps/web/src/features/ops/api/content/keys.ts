/** Query keys of the console's Content section. */
export const contentKeys = {
  promotions: (code: string) => ['ops', code, 'content', 'promotions'] as const,
  popups: (code: string) => ['ops', code, 'content', 'popups'] as const,
  notices: (code: string) => ['ops', code, 'content', 'notices'] as const,
  help: (code: string, language: string) => ['ops', code, 'content', 'help', language] as const,
};

export const merchantPath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}/${rest}`;
