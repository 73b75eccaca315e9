import { SAFER_GAMBLING_ERRORS } from '@arcadia/contract/safer-gambling';
import { AppError } from '../platform/http/app-error.js';

/**
 * "Cannot register again with the same mobile, e-mail or identity number" (issue 27; LCCP SR 3.5.3,
 * RTS 14; docs/adr/065). A rule across features: who holds a detail is the accounts feature's (the
 * registration's mobile, e-mail and identity number) and the KYC feature's (the number given with an
 * identity document); whether a holder is excluded is safer gambling's; registration and the KYC
 * upload are where it bites. Each step below is one of those questions, asked in this order:
 *
 *   registration:  holders of the mobile / e-mail / identity number (accounts + KYC)
 *                  → any of them under a running time-out or self-exclusion → sg_registration_refused
 *   KYC upload:    holders of the identity number other than the uploader
 *                  → any of them excluded → sg_identity_excluded
 *
 * Both run before anything is written, so a refusal leaves no trace but the refusal.
 */
export type PersonDetails = {
  mobile: { countryCode: string; number: string } | null;
  email: string | null;
  /** Normalised (normaliseIdNumber of the KYC contract). */
  idNumber: string | null;
};

export type ExcludedIdentityPorts = {
  /** Members of the merchant whose registration gave any of these details (the accounts feature). */
  accountHolders(merchantId: number, details: PersonDetails): Promise<number[]>;
  /** Members of the merchant who gave this identity number with a KYC document (the KYC feature). */
  kycHolders(merchantId: number, idNumber: string): Promise<number[]>;
  /** Whether a time-out or self-exclusion of the member runs now (safer gambling). */
  excluded(merchantId: number, memberId: number): Promise<boolean>;
};

export function createExcludedIdentity(ports: ExcludedIdentityPorts) {
  const holders = async (merchantId: number, details: PersonDetails): Promise<Set<number>> => {
    const ids = new Set(await ports.accountHolders(merchantId, details));
    if (details.idNumber) for (const id of await ports.kycHolders(merchantId, details.idNumber)) ids.add(id);
    return ids;
  };
  const anyExcluded = async (merchantId: number, ids: Iterable<number>): Promise<boolean> => {
    for (const id of ids) if (await ports.excluded(merchantId, id)) return true;
    return false;
  };
  return {
    /** Registration's identity gate: before "mobile taken", so the member learns the real reason. */
    async assertRegistration(merchantId: number, details: PersonDetails): Promise<void> {
      if (await anyExcluded(merchantId, await holders(merchantId, details)))
        throw new AppError(SAFER_GAMBLING_ERRORS.registrationRefused, 403);
    },
    /**
     * KYC's gate on an uploaded identity number: an account registered without the number must not
     * take on an excluded member's identity afterwards. The uploader's own exclusion is the sign-in
     * gate's business, not this one's.
     */
    async assertKycIdNumber(merchantId: number, memberId: number, idNumber: string): Promise<void> {
      const ids = await holders(merchantId, { mobile: null, email: null, idNumber });
      ids.delete(memberId);
      if (await anyExcluded(merchantId, ids)) throw new AppError(SAFER_GAMBLING_ERRORS.identityExcluded, 403);
    },
  };
}
export type ExcludedIdentity = ReturnType<typeof createExcludedIdentity>;
