import { type KycUpload, kycDocumentSchema, kycRegistrationRulesSchema, kycStatusSchema } from '@arcadia/contract/kyc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';
import { kycKeys } from './keys';

/** GET /wps/kyc/status */
export const getKycStatus = (signal?: AbortSignal) => apiGet('/wps/kyc/status', kycStatusSchema, { signal, background: true });
export const useKycStatus = () => useQuery({ queryKey: kycKeys.status, queryFn: ({ signal }) => getKycStatus(signal) });

/** GET /wps/kyc/registration (public): whether the registration form asks a date of birth. */
export const getKycRegistrationRules = (signal?: AbortSignal) =>
  apiGet('/wps/kyc/registration', kycRegistrationRulesSchema, { signal, background: true });
export const useKycRegistrationRules = () =>
  useQuery({ queryKey: kycKeys.registration, queryFn: ({ signal }) => getKycRegistrationRules(signal), staleTime: 60_000 });

/** POST /wps/kyc/documents */
export function useUploadKycDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KycUpload) => apiSend('POST', '/wps/kyc/documents', kycDocumentSchema, { body, background: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: kycKeys.status }),
  });
}
