import type { WhitelabelFlag } from '@arcadia/contract/system';
import { whitelabelSchema } from '@arcadia/contract/system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { flagsKey } from './keys';

/** PUT /ops/merchants/:code/flags with one switch. */
export const setOpsFlag = (code: string, flag: WhitelabelFlag, on: boolean) =>
  apiSend('PUT', `/ops/merchants/${encodeURIComponent(code)}/flags`, whitelabelSchema, {
    body: { [flag]: on },
    background: true,
    token: opsToken() ?? '',
  });

export function useSetOpsFlag(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ flag, on }: { flag: WhitelabelFlag; on: boolean }) => setOpsFlag(code, flag, on),
    onSuccess: (flags) => client.setQueryData(flagsKey(code), flags),
  });
}
