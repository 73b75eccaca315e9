import type { HelpItemCreate, HelpItemUpdate } from '@arcadia/contract/system';
import { opsHelpItemSchema } from '@arcadia/contract/system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { helpKey, sitePath } from './keys';

const auth = () => ({ background: true, token: opsToken() ?? '' });

/** GET /ops/merchants/:code/help-items?language= — the language's items, flat, in order (ADR 031). */
export const getOpsHelpItems = (code: string, language: string, signal?: AbortSignal) =>
  apiGet(sitePath(code, 'help-items'), z.array(opsHelpItemSchema), { signal, query: { language }, ...auth() });

export const useOpsHelpItems = (code: string, language: string) =>
  useQuery({ queryKey: helpKey(code, language), queryFn: ({ signal }) => getOpsHelpItems(code, language, signal) });

export type HelpItemChange =
  | { kind: 'create'; body: HelpItemCreate }
  | { kind: 'update'; id: number; body: HelpItemUpdate }
  | { kind: 'move'; id: number; direction: 'up' | 'down' }
  | { kind: 'delete'; id: number; cascade: boolean };

/** POST/PUT/DELETE on one item; every change reloads the language's list. */
export function useChangeHelpItem(code: string, language: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: HelpItemChange) => {
      const item = (id: number, rest = '') => sitePath(code, `help-items/${id}${rest}`);
      switch (change.kind) {
        case 'create':
          return apiSend('POST', sitePath(code, 'help-items'), z.unknown(), { body: change.body, ...auth() });
        case 'update':
          return apiSend('PUT', item(change.id), z.unknown(), { body: change.body, ...auth() });
        case 'move':
          return apiSend('POST', item(change.id, '/move'), z.unknown(), { body: { direction: change.direction }, ...auth() });
        case 'delete':
          return apiSend('DELETE', item(change.id), z.unknown(), { query: { cascade: String(change.cascade) }, ...auth() });
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: helpKey(code, language) }),
  });
}
