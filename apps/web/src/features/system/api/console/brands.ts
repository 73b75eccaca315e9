import {
  type MerchantListQuery,
  merchantListPageSchema,
  merchantStatusAnswerSchema,
  type OnboardMerchantInput,
  onboardedMerchantSchema,
} from '@arcadia/contract/system';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { siteOpts } from './keys';

/** The platform's brands (ADR 070); under the console's `ops` prefix, so signing out drops them. */
export const brandsKey = ['ops', 'platform', 'brands'] as const;

/** GET /ops/merchants — one page of brands. */
export const getBrands = (q: MerchantListQuery, signal?: AbortSignal) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  return apiGet(`/ops/merchants?${params}`, merchantListPageSchema, { signal, ...siteOpts() });
};
export const useBrands = (q: MerchantListQuery) =>
  useQuery({ queryKey: [...brandsKey, q], queryFn: ({ signal }) => getBrands(q, signal), placeholderData: keepPreviousData });

/** POST /ops/merchants — onboard a brand; the answer holds its first operator's TOTP secret, once. */
export const onboardBrand = (body: OnboardMerchantInput) =>
  apiSend('POST', '/ops/merchants', onboardedMerchantSchema, { ...siteOpts(), body });

/** POST /ops/merchants/:code/suspend and /reopen */
export const setBrandStatus = (code: string, verb: 'suspend' | 'reopen') =>
  apiSend('POST', `/ops/merchants/${encodeURIComponent(code)}/${verb}`, merchantStatusAnswerSchema, siteOpts());

function useBrandsMutation<I, O>(send: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: brandsKey }) });
}
export const useOnboardBrand = () => useBrandsMutation(onboardBrand);
export const useBrandStatus = () => useBrandsMutation((a: { code: string; verb: 'suspend' | 'reopen' }) => setBrandStatus(a.code, a.verb));
