import type { RegisterRule } from '@arcadia/contract/system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../../lib/api-client';
import { consoleAuth, consolePath, registrationKeys } from './keys';

type Language = 'CN' | 'TW' | 'JA' | 'EN' | 'TH' | 'VI';
export type RegistrationWrite =
  | { kind: 'rules'; rules: RegisterRule[] }
  | { kind: 'registration'; affiliateSetting: 0 | 1; captcha: boolean; agreement: Partial<Record<Language, string[]>> };

/** The registration page's writes: PUT register-rules (system's route) and PUT registration. */
export function saveRegistration(code: string, w: RegistrationWrite) {
  if (w.kind === 'rules')
    return apiSend('PUT', consolePath(code, 'register-rules'), z.unknown(), { ...consoleAuth(), body: { rules: w.rules } });
  const { kind: _, ...body } = w;
  return apiSend('PUT', consolePath(code, 'registration'), z.unknown(), { ...consoleAuth(), body });
}

export function useSaveRegistration(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (w: RegistrationWrite) => saveRegistration(code, w),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: registrationKeys.siteSettings(code) });
      await client.invalidateQueries({ queryKey: registrationKeys.registration(code) });
    },
  });
}
