import type { HelpInput } from '@arcadia/contract/support';
import { helpItemSchema } from '@arcadia/contract/system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../stores/ops-token';
import { contentKeys, merchantPath } from './keys';

/** GET /ops/merchants/:code/help/:language — the stored tree. */
export const getOpsHelp = (code: string, language: string, signal?: AbortSignal) =>
  apiGet(merchantPath(code, `help/${language}`), z.array(helpItemSchema), { signal, background: true, token: opsToken() ?? '' });

export const useOpsHelp = (code: string, language: string) =>
  useQuery({ queryKey: contentKeys.help(code, language), queryFn: ({ signal }) => getOpsHelp(code, language, signal) });

/** PUT /ops/merchants/:code/help/:language — replaces the language's whole tree (HTML sanitised by the server). */
export function useSaveOpsHelp(code: string, language: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: HelpInput[]) =>
      apiSend('PUT', merchantPath(code, `help/${language}`), z.unknown(), { body: { items }, background: true, token: opsToken() ?? '' }),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.help(code, language) }),
  });
}
