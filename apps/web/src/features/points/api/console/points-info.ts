import { type PointsInfoInput, pointsInfoInputSchema } from '@arcadia/contract/points';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';

const auth = () => ({ background: true, token: opsToken() ?? '' });
const path = (code: string) => `/ops/merchants/${encodeURIComponent(code)}/points/info`;
/** Under `ops`, so signing out of the console drops it. */
export const pointsInfoConsoleKey = (code: string) => ['ops', code, 'points', 'info'] as const;

/** GET /ops/merchants/:code/points/info: the (i) text of every language, empty where none is set. */
export const usePointsInfoAll = (code: string) =>
  useQuery({
    queryKey: pointsInfoConsoleKey(code),
    queryFn: ({ signal }) => apiGet(path(code), pointsInfoInputSchema, { ...auth(), signal }),
  });

/** PUT …/points/info (content): the languages given are replaced; an empty text removes one. */
export function useSavePointsInfo(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsInfoInput) => apiSend('PUT', path(code), pointsInfoInputSchema, { ...auth(), body }),
    onSettled: () => client.invalidateQueries({ queryKey: pointsInfoConsoleKey(code) }),
  });
}
