import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { consolePath, noticesKey } from './keys';

/** DELETE /ops/merchants/:code/notices/:id */
export const deleteOpsNotice = (code: string, id: number) =>
  apiSend('DELETE', consolePath(code, `notices/${id}`), z.unknown(), { background: true, token: opsToken() ?? '' });

export function useDeleteOpsNotice(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteOpsNotice(code, id),
    onSuccess: () => client.invalidateQueries({ queryKey: noticesKey(code) }),
  });
}
