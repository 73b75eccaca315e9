import { rebateClaimSchema, rebateDetailsSchema, rebateRatesSchema } from '@arcadia/contract/rebates';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

export const rebateKeys = {
  all: ['rebates'] as const,
  details: () => ['rebates', 'details'] as const,
  rates: () => ['rebates', 'rates'] as const,
};

/** GET /wps/rebates/details (bonusDetails). */
export const getRebateDetails = (signal?: AbortSignal) => apiGet('/wps/rebates/details', rebateDetailsSchema, { signal });
export function useRebateDetails() {
  return useQuery({ queryKey: rebateKeys.details(), queryFn: ({ signal }) => getRebateDetails(signal) });
}

/** GET /wps/rebates/rates (getRebate, MYRBT3); quietly empty when the merchant has it off. */
export const getRebateRates = (signal?: AbortSignal) => apiGet('/wps/rebates/rates', rebateRatesSchema, { signal, background: true });
export function useRebateRates(enabled = true) {
  return useQuery({
    queryKey: rebateKeys.rates(),
    queryFn: ({ signal }) => getRebateRates(signal),
    staleTime: 600_000,
    retry: false,
    enabled,
  });
}

/** POST /wps/rebates/claim (manualRebate). */
export const claimRebate = () => apiSend('POST', '/wps/rebates/claim', rebateClaimSchema, { background: true });
