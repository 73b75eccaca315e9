/** Query keys of the console's Settings pages (ADR 026). */
export const settingsKeys = {
  site: (code: string) => ['ops', code, 'settings', 'site'] as const,
  registration: (code: string) => ['ops', code, 'settings', 'registration'] as const,
};

export const merchantPath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}/${rest}`;
