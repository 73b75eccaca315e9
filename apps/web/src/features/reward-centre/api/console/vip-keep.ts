import { type VipKeepInput, vipKeepInputSchema } from '@arcadia/contract/reward-centre';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';

const auth = () => ({ background: true, token: opsToken() ?? '' });
const path = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}/reward-centre/${rest}`;

/** Query keys under `ops`, so signing out of the console drops them. */
export const vipKeepKeys = {
  rules: (code: string) => ['ops', code, 'reward-centre', 'vip-keep'] as const,
};

/** GET …/reward-centre/vip-keep: the keep rules in force (ADR 055); a level without one is never demoted. */
export const useVipKeep = (code: string) =>
  useQuery({
    queryKey: vipKeepKeys.rules(code),
    queryFn: ({ signal }) => apiGet(path(code, 'vip-keep'), vipKeepInputSchema, { ...auth(), signal }),
  });

/** PUT …/reward-centre/vip-keep (finance): replaces the whole set; a level left out has no rule any more. */
export function useSaveVipKeep(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VipKeepInput) => apiSend('PUT', path(code, 'vip-keep'), vipKeepInputSchema, { ...auth(), body }),
    onSettled: () => client.invalidateQueries({ queryKey: vipKeepKeys.rules(code) }),
  });
}
