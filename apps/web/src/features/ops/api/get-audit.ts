import { type OpsAuditQuery, opsAuditPageSchema } from '@arcadia/contract/ops';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { opsToken } from '../../../lib/ops-token';
import { opsKeys } from './keys';

/** GET /ops/merchants/:code/audit with the search fields. */
export const getAudit = (code: string, q: Partial<OpsAuditQuery>, signal?: AbortSignal) =>
  apiGet(`/ops/merchants/${encodeURIComponent(code)}/audit`, opsAuditPageSchema, {
    signal,
    background: true,
    token: opsToken() ?? '',
    query: q,
  });

export const useAudit = (code: string, q: Partial<OpsAuditQuery>) =>
  useQuery({ queryKey: opsKeys.audit(code, q), queryFn: ({ signal }) => getAudit(code, q, signal), placeholderData: keepPreviousData });
