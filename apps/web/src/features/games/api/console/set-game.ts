import { opsGameResultSchema } from '@arcadia/contract/games';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { gamesOpsKeys, opsPath } from './keys';

/** PUT /ops/merchants/:code/games/catalogue/:nodeId — the merchant's own switch for one game. */
export const setOpsGame = (code: string, nodeId: number, enabled: boolean) =>
  apiSend('PUT', opsPath(code, `/games/catalogue/${nodeId}`), opsGameResultSchema, {
    body: { enabled },
    background: true,
    token: opsToken() ?? '',
  });

export function useSetOpsGame(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ nodeId, enabled }: { nodeId: number; enabled: boolean }) => setOpsGame(code, nodeId, enabled),
    onSuccess: () => client.invalidateQueries({ queryKey: gamesOpsKeys.catalogue(code) }),
  });
}
