import { opsToken } from '../../../../lib/ops-token';

/** Query keys of the console's registration page; under `ops`, so signing out of the console drops them. */
export const registrationKeys = {
  registration: (code: string) => ['ops', code, 'settings', 'registration'] as const,
  /** System's site settings, under system's own key (its maintenance page reads them too): ADR 054. */
  siteSettings: (code: string) => ['ops', code, 'settings', 'site'] as const,
};

export const consolePath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}/${rest}`;
export const consoleAuth = () => ({ background: true, token: opsToken() ?? '' });
