import { approveApplicationResultSchema, opsApplicationSchema } from '@arcadia/contract/promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { pendingChangeKeys } from '../../../../lib/pending-changes';
import { consoleKeys, consolePath } from './keys';

const auth = () => ({ background: true, token: opsToken() ?? '' });

/**
 * GET /ops/merchants/:code/reward-applications?status=APPROVED, kept to those with a wagering
 * requirement (waived or not): the bonuses a waiver could concern.
 */
export const useWageredBonuses = (code: string) =>
  useQuery({
    queryKey: consoleKeys.wagering(code),
    queryFn: async ({ signal }) =>
      (
        await apiGet(consolePath(code, 'reward-applications'), z.array(opsApplicationSchema), {
          ...auth(),
          signal,
          query: { status: 'APPROVED', limit: 200 },
        })
      ).filter((a) => a.turnoverRequired !== null && Number(a.turnoverRequired) > 0),
  });

/**
 * POST …/reward-applications/:id/waive-wagering (remarks required; audited). A bonus above the
 * approval threshold answers `pending`: the waiver waits for a second operator (ADR 045).
 */
export function useWaiveWagering(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, remarks }: { id: number; remarks: string }) =>
      apiSend('POST', consolePath(code, `reward-applications/${id}/waive-wagering`), approveApplicationResultSchema, {
        ...auth(),
        body: { remarks },
      }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: consoleKeys.wagering(code) });
      await client.invalidateQueries({ queryKey: pendingChangeKeys.all(code) });
    },
  });
}
