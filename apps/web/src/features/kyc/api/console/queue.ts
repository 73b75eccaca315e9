import { type KycDocumentStatus, type OpsKycDecision, opsKycDocumentSchema, opsKycPageSchema } from '@arcadia/contract/kyc';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';

/** Under `ops`, so signing out of the console drops them. */
export const kycOpsKeys = {
  all: (code: string) => ['ops', code, 'kyc'] as const,
  page: (code: string, status: KycDocumentStatus, page: number) => ['ops', code, 'kyc', status, page] as const,
};
export const kycOpsPath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}/kyc${rest}`;
export const KYC_QUEUE_SIZE = 10;

/** GET /ops/merchants/:code/kyc/documents (oldest first) */
export const getKycQueue = (code: string, status: KycDocumentStatus, page: number, signal?: AbortSignal) =>
  apiGet(kycOpsPath(code, `/documents?status=${status}&page=${page}&size=${KYC_QUEUE_SIZE}`), opsKycPageSchema, {
    signal,
    background: true,
    token: opsToken() ?? '',
  });

export const useKycQueue = (code: string, status: KycDocumentStatus, page: number) =>
  useQuery({
    queryKey: kycOpsKeys.page(code, status, page),
    queryFn: ({ signal }) => getKycQueue(code, status, page, signal),
    placeholderData: keepPreviousData,
  });

/** POST /ops/merchants/:code/kyc/documents/:id/decision; refreshes the queue. */
export function useDecideKyc(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number } & OpsKycDecision) =>
      apiSend('POST', kycOpsPath(code, `/documents/${v.id}/decision`), opsKycDocumentSchema, {
        body: { decision: v.decision, reason: v.reason ?? '' },
        background: true,
        token: opsToken() ?? '',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: kycOpsKeys.all(code) }),
  });
}
