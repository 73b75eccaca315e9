import type { RegisterRule } from '@arcadia/contract/system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { merchantPath, settingsKeys } from './keys';

type Language = 'CN' | 'TW' | 'JA' | 'EN' | 'TH' | 'VI';
export type SettingsWrite =
  | { kind: 'rules'; rules: RegisterRule[] }
  | { kind: 'registration'; affiliateSetting: 0 | 1; captcha: boolean; agreement: Partial<Record<Language, string[]>> }
  | { kind: 'maintenance'; start: string; end: string; message: Partial<Record<Language, string>> }
  | { kind: 'endMaintenance' }
  | { kind: 'regions'; countries: string[] };

/**
 * The Settings pages' writes, each an existing ops route: PUT register-rules, PUT registration,
 * PUT/DELETE maintenance, PUT restricted-countries.
 */
export function saveSettings(code: string, w: SettingsWrite) {
  const opts = { background: true, token: opsToken() ?? '' };
  switch (w.kind) {
    case 'rules':
      return apiSend('PUT', merchantPath(code, 'register-rules'), z.unknown(), { ...opts, body: { rules: w.rules } });
    case 'registration': {
      const { kind: _, ...body } = w;
      return apiSend('PUT', merchantPath(code, 'registration'), z.unknown(), { ...opts, body });
    }
    case 'maintenance':
      return apiSend('PUT', merchantPath(code, 'maintenance'), z.unknown(), {
        ...opts,
        body: { start: w.start, end: w.end, message: w.message },
      });
    case 'endMaintenance':
      return apiSend('DELETE', merchantPath(code, 'maintenance'), z.unknown(), opts);
    case 'regions':
      return apiSend('PUT', merchantPath(code, 'restricted-countries'), z.unknown(), { ...opts, body: { countries: w.countries } });
  }
}

export function useSaveSettings(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (w: SettingsWrite) => saveSettings(code, w),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: settingsKeys.site(code) });
      await client.invalidateQueries({ queryKey: settingsKeys.registration(code) });
    },
  });
}
