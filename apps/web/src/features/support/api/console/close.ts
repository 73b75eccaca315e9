import { chatConversationSchema } from '@arcadia/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { chatPath } from './keys';

/** POST /ops/merchants/:code/chat/conversations/:id/close — the transcript stays. */
export const closeOnDesk = (code: string, id: number) =>
  apiSend('POST', chatPath(code, `/conversations/${id}/close`), chatConversationSchema, { background: true, token: opsToken() ?? '' });

export function useDeskClose(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => closeOnDesk(code, id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops', code, 'desk'] }),
  });
}
