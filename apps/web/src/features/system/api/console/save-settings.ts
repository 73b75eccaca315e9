import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../../lib/api-client';
import { siteOpts, sitePath, siteSettingsKey } from './keys';

type Language = 'CN' | 'TW' | 'JA' | 'EN' | 'TH' | 'VI';
export type SettingsWrite =
  | { kind: 'maintenance'; start: string; end: string; message: Partial<Record<Language, string>> }
  | { kind: 'endMaintenance' }
  | { kind: 'regions'; countries: string[] };

/**
 * The maintenance page's writes, each an existing ops route: PUT/DELETE maintenance, PUT
 * restricted-countries. (The register rules are saved by registration's console page, ADR 054.)
 */
export function saveSettings(code: string, w: SettingsWrite) {
  switch (w.kind) {
    case 'maintenance':
      return apiSend('PUT', sitePath(code, 'maintenance'), z.unknown(), {
        ...siteOpts(),
        body: { start: w.start, end: w.end, message: w.message },
      });
    case 'endMaintenance':
      return apiSend('DELETE', sitePath(code, 'maintenance'), z.unknown(), siteOpts());
    case 'regions':
      return apiSend('PUT', sitePath(code, 'restricted-countries'), z.unknown(), { ...siteOpts(), body: { countries: w.countries } });
  }
}

export function useSaveSettings(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (w: SettingsWrite) => saveSettings(code, w),
    onSuccess: () => client.invalidateQueries({ queryKey: siteSettingsKey(code) }),
  });
}
