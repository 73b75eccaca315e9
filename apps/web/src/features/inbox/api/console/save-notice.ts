import { noticeSchema, type PublishNoticeInput } from '@arcadia/contract/inbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { consolePath, noticesKey } from './keys';

/** POST /ops/merchants/:code/notices (new) or PUT …/notices/:id; the server sanitises the HTML. */
export const saveOpsNotice = (code: string, id: number | null, body: PublishNoticeInput) =>
  apiSend(id === null ? 'POST' : 'PUT', consolePath(code, id === null ? 'notices' : `notices/${id}`), noticeSchema, {
    body,
    background: true,
    token: opsToken() ?? '',
  });

export function useSaveOpsNotice(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PublishNoticeInput }) => saveOpsNotice(code, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: noticesKey(code) }),
  });
}
