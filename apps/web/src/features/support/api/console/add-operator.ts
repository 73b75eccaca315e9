import { chatOperatorSchema } from '@arcadia/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { chatPath, deskKeys } from './keys';

/** POST /ops/merchants/:code/chat/operators — a desk name to answer under. */
export const addDeskOperator = (code: string, name: string) =>
  apiSend('POST', chatPath(code, '/operators'), chatOperatorSchema, { body: { name }, background: true, token: opsToken() ?? '' });

export function useAddDeskOperator(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => addDeskOperator(code, name),
    onSuccess: () => client.invalidateQueries({ queryKey: deskKeys.operators(code) }),
  });
}
