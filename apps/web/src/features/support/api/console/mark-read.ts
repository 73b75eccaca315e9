import { opsReadResultSchema } from '@arcadia/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { chatPath, deskKeys } from './keys';

/** POST /ops/merchants/:code/chat/conversations/:id/read — the operators' read receipt. */
export const markDeskRead = (code: string, id: number, upTo: number) =>
  apiSend('POST', chatPath(code, `/conversations/${id}/read`), opsReadResultSchema, {
    body: { upTo },
    background: true,
    token: opsToken() ?? '',
  });

export function useDeskMarkRead(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, upTo }: { id: number; upTo: number }) => markDeskRead(code, id, upTo),
    onSuccess: () => client.invalidateQueries({ queryKey: deskKeys.conversations(code, 'open') }),
  });
}
