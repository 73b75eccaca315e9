import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { consoleKeys, consolePath } from './keys';

/** POST …/promotions/:id/end (disable now) or DELETE …/promotions/:id (only when nobody applied). */
export const removeOpsPromotion = (code: string, id: number, how: 'end' | 'delete') =>
  how === 'end'
    ? apiSend('POST', consolePath(code, `promotions/${id}/end`), z.unknown(), { background: true, token: opsToken() ?? '' })
    : apiSend('DELETE', consolePath(code, `promotions/${id}`), z.unknown(), { background: true, token: opsToken() ?? '' });

export function useRemoveOpsPromotion(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, how }: { id: number; how: 'end' | 'delete' }) => removeOpsPromotion(code, id, how),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.promotions(code) }),
  });
}
