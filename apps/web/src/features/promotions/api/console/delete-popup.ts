import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { consoleKeys, consolePath } from './keys';

/** DELETE /ops/merchants/:code/popups/:id */
export const deleteOpsPopup = (code: string, id: number) =>
  apiSend('DELETE', consolePath(code, `popups/${id}`), z.unknown(), { background: true, token: opsToken() ?? '' });

export function useDeleteOpsPopup(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteOpsPopup(code, id),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.popups(code) }),
  });
}
