import { type OpsVendorInput, opsVendorSchema } from '@arcadia/contract/games';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { gamesOpsKeys, opsPath } from './keys';

/** PUT /ops/merchants/:code/games/vendors/:vendor */
export const setOpsVendor = (code: string, vendor: string, body: OpsVendorInput) =>
  apiSend('PUT', opsPath(code, `/games/vendors/${encodeURIComponent(vendor)}`), opsVendorSchema, {
    body,
    background: true,
    token: opsToken() ?? '',
  });

export function useSetOpsVendor(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ vendor, body }: { vendor: string; body: OpsVendorInput }) => setOpsVendor(code, vendor, body),
    onSuccess: () => client.invalidateQueries({ queryKey: gamesOpsKeys.vendors(code) }),
  });
}
