import { kycStatusSchema } from '@arcadia/contract/kyc';
import { opsRefusalsPageSchema, opsSaferGamblingMemberSchema } from '@arcadia/contract/safer-gambling';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';

/** Under `ops`, so signing out of the console drops them. */
export const sgOpsKeys = {
  member: (code: string, account: string) => ['ops', code, 'safer-gambling', 'member', account] as const,
  kyc: (code: string, account: string) => ['ops', code, 'safer-gambling', 'kyc', account] as const,
  refusals: (code: string, from: string, to: string, page: number) => ['ops', code, 'safer-gambling', 'refusals', from, to, page] as const,
};
const path = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}/safer-gambling${rest}`;
const opts = (signal?: AbortSignal) => ({ signal, background: true, token: opsToken() ?? '' });
export const REFUSALS_PAGE_SIZE = 20;

/** GET /ops/merchants/:code/safer-gambling/members/:account (support) */
export const useSgMember = (code: string, account: string) =>
  useQuery({
    queryKey: sgOpsKeys.member(code, account),
    queryFn: ({ signal }) => apiGet(path(code, `/members/${encodeURIComponent(account)}`), opsSaferGamblingMemberSchema, opts(signal)),
    enabled: account !== '',
    retry: false,
  });

/** GET /ops/merchants/:code/safer-gambling/members/:account/kyc (kyc permission) */
export const useSgMemberKyc = (code: string, account: string, allowed: boolean) =>
  useQuery({
    queryKey: sgOpsKeys.kyc(code, account),
    queryFn: ({ signal }) => apiGet(path(code, `/members/${encodeURIComponent(account)}/kyc`), kycStatusSchema, opts(signal)),
    enabled: account !== '' && allowed,
    retry: false,
  });

/** GET /ops/merchants/:code/safer-gambling/refusals (newest first) */
export const useSgRefusals = (code: string, from: string, to: string, page: number) =>
  useQuery({
    queryKey: sgOpsKeys.refusals(code, from, to, page),
    queryFn: ({ signal }) =>
      apiGet(path(code, `/refusals?from=${from}&to=${to}&page=${page}&size=${REFUSALS_PAGE_SIZE}`), opsRefusalsPageSchema, opts(signal)),
    placeholderData: keepPreviousData,
  });
