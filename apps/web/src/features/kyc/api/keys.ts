/** Query keys of the KYC feature; the status refetches after every upload and every operator decision. */
export const kycKeys = {
  all: ['kyc'] as const,
  status: ['kyc', 'status'] as const,
  registration: ['kyc', 'registration'] as const,
};
