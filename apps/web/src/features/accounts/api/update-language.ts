import type { languageUpdateSchema } from '@arcadia/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

export type LanguageUpdate = z.infer<typeof languageUpdateSchema>;

/** PUT /wps/member/language: remembers the member's language (not for type 4). In the background: a failure only means it is not saved. */
export const updateLanguage = (body: LanguageUpdate) =>
  apiSend('PUT', '/wps/member/language', z.null(), { body, nullable: true, background: true });

export function useUpdateLanguage() {
  return useMutation({ mutationFn: updateLanguage });
}
