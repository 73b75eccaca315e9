import { createHmac } from 'node:crypto';
import { normaliseIdNumber } from '@arcadia/contract/kyc';
import { SAFER_GAMBLING_ERRORS } from '@arcadia/contract/safer-gambling';
import { AppError } from '../platform/http/app-error.js';
import type { PersonDetails } from './excluded-identity.js';

/**
 * The shared exclusion register (issue 27, docs/adr/065): with SHARED_EXCLUSION_REGISTER_KEY set, a
 * self-exclusion on one merchant of the deployment refuses registration and sign-in on every merchant
 * for the same mobile, e-mail or identity number (a GamStop of the deployment). It spans accounts and
 * KYC (whose details), safer gambling (the register and the exclusion), registration and sign-in:
 *
 *   self-exclusion:  the member's details (accounts + KYC) → HMACs → register rows, in the exclusion's transaction
 *   registration:    the form's details → HMACs → any running register row → sg_registration_refused
 *   sign-in:         the member's details → HMACs → any running register row → sg_excluded_elsewhere
 *   KYC upload:      the identity number → HMAC → any running register row → sg_identity_excluded
 *
 * The register keeps HMAC-SHA256 of each identifier under the deployment's key, never the identifier:
 * merchants may be different companies, and a match is all one needs to learn of another's members.
 * A plain hash would not do: mobile numbers are few enough to hash them all and read the register back.
 */
export type SharedExclusionPorts = {
  /** SHARED_EXCLUSION_REGISTER_KEY; undefined: the register is off and every step below is a no-op. */
  key: string | undefined;
  /** The member's account (the accounts feature): mobile, verified e-mail, the registration's contact fields. */
  member(
    merchantId: number,
    memberId: number,
  ): Promise<{
    mobileCountryCode: string | null;
    mobileNumber: string | null;
    email: string | null;
    contact: Record<string, string>;
  }>;
  /** Identity numbers the member gave with KYC documents (the KYC feature). */
  kycIdNumbers(merchantId: number, memberId: number): Promise<string[]>;
  /** The latest end of a running register entry for any of these identifiers (safer gambling). */
  registerUntil(identifiers: string[]): Promise<Date | null>;
};

/** The comparable form of each detail, kind-prefixed so a number never matches an e-mail. */
export function identifierTexts(d: { mobile: PersonDetails['mobile']; emails: string[]; idNumbers: string[] }): string[] {
  const out = new Set<string>();
  if (d.mobile) out.add(`mobile:${`${d.mobile.countryCode}${d.mobile.number}`.replace(/\D/g, '')}`);
  for (const e of d.emails) if (e.trim()) out.add(`email:${e.trim().toLowerCase()}`);
  for (const n of d.idNumbers) {
    const id = normaliseIdNumber(n);
    if (id) out.add(`id:${id}`);
  }
  return [...out];
}

export function createSharedExclusion(ports: SharedExclusionPorts) {
  const { key } = ports;
  const hashes = (d: Parameters<typeof identifierTexts>[0]) =>
    key ? identifierTexts(d).map((text) => createHmac('sha256', key).update(text).digest('hex')) : [];
  const refuseIfListed = async (identifiers: string[], code: string) => {
    if (identifiers.length === 0) return;
    const until = await ports.registerUntil(identifiers);
    if (until) throw new AppError(code, 403, { until: until.getUTCFullYear() >= 9999 ? '∞' : until.toISOString() });
  };
  return {
    /** Safer gambling's port: what the register records when this member self-excludes. */
    async identifiersOf(merchantId: number, memberId: number): Promise<string[]> {
      if (!key) return [];
      const m = await ports.member(merchantId, memberId);
      const kyc = await ports.kycIdNumbers(merchantId, memberId);
      return hashes({
        mobile: m.mobileNumber ? { countryCode: m.mobileCountryCode ?? '', number: m.mobileNumber } : null,
        emails: [m.email ?? '', m.contact.email ?? ''],
        idNumbers: [m.contact.idNumber ?? '', ...kyc],
      });
    },
    async assertRegistration(d: PersonDetails): Promise<void> {
      const identifiers = hashes({ mobile: d.mobile, emails: d.email ? [d.email] : [], idNumbers: d.idNumber ? [d.idNumber] : [] });
      await refuseIfListed(identifiers, SAFER_GAMBLING_ERRORS.registrationRefused);
    },
    /** Sign-in gate: the member's own exclusion is refused by safer gambling's gate first; this one finds the others'. */
    async assertSignIn(merchantId: number, memberId: number): Promise<void> {
      await refuseIfListed(await this.identifiersOf(merchantId, memberId), SAFER_GAMBLING_ERRORS.excludedElsewhere);
    },
    async assertKycIdNumber(idNumber: string): Promise<void> {
      await refuseIfListed(hashes({ mobile: null, emails: [], idNumbers: [idNumber] }), SAFER_GAMBLING_ERRORS.identityExcluded);
    },
  };
}
export type SharedExclusion = ReturnType<typeof createSharedExclusion>;
