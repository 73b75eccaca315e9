import { feedbackReplyStateSchema } from '@arcadia/contract/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { feedbackOpsKeys, opsPath } from './keys';

/** POST /ops/merchants/:code/feedback/:id/reply (ADR 030); refreshes the feedback inbox. */
export function useReplyFeedback(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; reply: string }) =>
      apiSend('POST', opsPath(code, `/feedback/${v.id}/reply`), feedbackReplyStateSchema, {
        body: { reply: v.reply },
        background: true,
        token: opsToken() ?? '',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackOpsKeys.all(code) }),
  });
}
