import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsToken } from '../../../../lib/ops-token';

/** Query key of the console's site pages (ADR 028). */
export const siteKey = (code: string) => ['ops', code, 'site'] as const;
/** Query key of the console's maintenance and register-rule settings (ADR 026). */
export const siteSettingsKey = (code: string) => ['ops', code, 'settings', 'site'] as const;
/** Query key of one language's help items (ADR 031). */
export const helpKey = (code: string, language: string) => ['ops', code, 'content', 'help', language] as const;
/** Query key of the console's feature switches. */
export const flagsKey = (code: string) => ['ops', code, 'flags'] as const;
export const sitePath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}/${rest}`;
export const siteOpts = () => ({ background: true, token: opsToken() ?? '' });

/** Every site write refreshes the one site query, so each page shows what the server stored. */
export function useSiteMutation<I, O>(code: string, send: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: siteKey(code) }),
  });
}
