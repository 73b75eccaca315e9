import { chatMessageSchema } from '@arcadia/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { chatPath, deskKeys } from './keys';

/** POST /ops/merchants/:code/chat/conversations/:id/messages — the member sees it live. */
export const replyOnDesk = (code: string, id: number, operatorId: number, body: string) =>
  apiSend('POST', chatPath(code, `/conversations/${id}/messages`), chatMessageSchema, {
    body: { operatorId, body },
    background: true,
    token: opsToken() ?? '',
  });

export function useDeskReply(code: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ operatorId, body }: { operatorId: number; body: string }) => replyOnDesk(code, id, operatorId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: deskKeys.messages(code, id) }),
  });
}
