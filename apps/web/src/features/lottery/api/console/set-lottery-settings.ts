import { type GameSettings, gameSettingsResultSchema } from '@arcadia/contract/lottery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { lotteryOpsKeys, opsPath } from './keys';

/** POST /ops/merchants/:code/lottery/games/:gameCode/settings (ADR 015 addendum). */
export const setOpsLotterySettings = (code: string, game: string, body: GameSettings) =>
  apiSend('POST', opsPath(code, `/lottery/games/${encodeURIComponent(game)}/settings`), gameSettingsResultSchema, {
    body,
    background: true,
    token: opsToken() ?? '',
  });

export function useSetOpsLotterySettings(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ game, body }: { game: string; body: GameSettings }) => setOpsLotterySettings(code, game, body),
    onSuccess: () => client.invalidateQueries({ queryKey: lotteryOpsKeys.lottery(code) }),
  });
}
