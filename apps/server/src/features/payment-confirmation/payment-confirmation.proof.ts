import { PAYMENT_CONFIRMATION_ERRORS, PROOF_MAX_BYTES } from '@arcadia/contract/payment-confirmation';
import { type CheckedImage, normaliseImage } from '../../platform/images.js';

export type Proof = CheckedImage;

/**
 * Checks the proof of non-receipt by its content (spec 001 §5: jpg/jpeg/png, at most 5 MB) through
 * the platform's image check, which the KYC documents share.
 */
export function normaliseProof(text: string): Promise<Proof> {
  return normaliseImage(
    text,
    {
      required: PAYMENT_CONFIRMATION_ERRORS.proofRequired,
      type: PAYMENT_CONFIRMATION_ERRORS.proofType,
      tooLarge: PAYMENT_CONFIRMATION_ERRORS.proofTooLarge,
    },
    PROOF_MAX_BYTES,
  );
}
