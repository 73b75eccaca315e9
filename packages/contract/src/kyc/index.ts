import { z } from 'zod';

/**
 * Identity verification (issue 27, docs/adr/066-kyc.md). A member's level is derived from the
 * documents an operator approved, never stored: BASIC = identity document front and back; FULL =
 * BASIC + proof of address + selfie.
 */
export const KYC_LEVELS = ['NONE', 'BASIC', 'FULL'] as const;
export const kycLevelSchema = z.enum(KYC_LEVELS);
export type KycLevel = z.infer<typeof kycLevelSchema>;

export const KYC_DOCUMENT_TYPES = ['ID_FRONT', 'ID_BACK', 'PROOF_OF_ADDRESS', 'SELFIE'] as const;
export const kycDocumentTypeSchema = z.enum(KYC_DOCUMENT_TYPES);
export type KycDocumentType = z.infer<typeof kycDocumentTypeSchema>;

export const KYC_DOCUMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'MORE_REQUESTED'] as const;
export const kycDocumentStatusSchema = z.enum(KYC_DOCUMENT_STATUSES);
export type KycDocumentStatus = z.infer<typeof kycDocumentStatusSchema>;

/** The documents each level needs (the level below's included). */
export const KYC_LEVEL_DOCUMENTS: Record<Exclude<KycLevel, 'NONE'>, readonly KycDocumentType[]> = {
  BASIC: ['ID_FRONT', 'ID_BACK'],
  FULL: ['ID_FRONT', 'ID_BACK', 'PROOF_OF_ADDRESS', 'SELFIE'],
};

export const kycRank = (level: KycLevel): number => KYC_LEVELS.indexOf(level);

/** A phone photo of a document, as the other image uploads allow (jpg/png, content-checked). */
export const KYC_IMAGE_MAX_BYTES = 5_242_880;
const KYC_IMAGE_MAX_TEXT = Math.ceil((KYC_IMAGE_MAX_BYTES * 1.15) / 3) * 4 + 64;
/** The age most regulators set (UKGC, MGA); a merchant may set a higher one. */
export const KYC_DEFAULT_MINIMUM_AGE = 18;

export const KYC_ERRORS = {
  /** The withdrawal needs identity document front and back approved first. */
  basicRequired: 'kyc_basic_required',
  /** The withdrawal (or the deposits so far) needs the full level first. */
  fullRequired: 'kyc_full_required',
  dobRequired: 'kyc_dob_required',
  dobInvalid: 'kyc_dob_invalid',
  underAge: 'kyc_under_age',
  imageRequired: 'kyc_image_required',
  imageType: 'kyc_image_type',
  imageTooLarge: 'kyc_image_too_large',
  notFound: 'kyc_document_not_found',
  decided: 'kyc_document_decided',
  reasonRequired: 'kyc_reason_required',
  /** An approved document of this type stands; another upload is not needed. */
  alreadyApproved: 'kyc_document_approved',
} as const;
export const KYC_LEVEL_ERROR_CODES: readonly string[] = [KYC_ERRORS.basicRequired, KYC_ERRORS.fullRequired];

const money = z
  .string()
  .regex(/^\d{1,20}(\.\d{1,4})?$/)
  .nullable();

/**
 * A merchant's rules; every threshold null = off. A single withdrawal above `withdrawBasicOver`
 * needs BASIC, above `withdrawFullOver` needs FULL; once approved deposits in total exceed
 * `depositsFullOver`, every withdrawal needs FULL (the AML "cumulative" trigger).
 */
export const kycSettingsSchema = z.object({
  minimumAge: z.number().int().min(16).max(25),
  dobRequired: z.boolean(),
  withdrawBasicOver: money,
  withdrawFullOver: money,
  depositsFullOver: money,
});
export type KycSettings = z.infer<typeof kycSettingsSchema>;

/** `GET /wps/kyc/registration`: what the registration form must ask (public). */
export const kycRegistrationRulesSchema = z.object({ dobRequired: z.boolean(), minimumAge: z.number().int() });
export type KycRegistrationRules = z.infer<typeof kycRegistrationRulesSchema>;

/** A date of birth as the registration form sends it. */
export const dateOfBirthSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'kyc_dob_invalid');

export const kycDocumentSchema = z.object({
  id: z.number().int(),
  type: kycDocumentTypeSchema,
  status: kycDocumentStatusSchema,
  /** Why it was rejected, or what else the operator asks for. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

/** `GET /wps/kyc/status`: the member's level, what the merchant asks, the latest document of each type. */
export const kycStatusSchema = z.object({
  level: kycLevelSchema,
  settings: kycSettingsSchema,
  documents: z.array(kycDocumentSchema),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** An identity number as typed (spaces and hyphens allowed); compared by `normaliseIdNumber`. */
export const ID_NUMBER_MAX = 30;
/**
 * The comparable form of an identity number: upper case, no spaces, hyphens or dots, so
 * `a123 456-7` and `A1234567` are the same person's number. Empty stays null.
 */
export const normaliseIdNumber = (value: string | null | undefined): string | null => {
  const v = (value ?? '').toUpperCase().replace(/[\s.-]/g, '');
  return v === '' ? null : v;
};

/**
 * `POST /wps/kyc/documents`: the image is a data URL or bare base64 (jpg/png). With an identity
 * document the member may give the number printed on it: the operator compares it with the image,
 * and it is checked against the numbers of excluded members (docs/adr/065).
 */
export const kycUploadSchema = z.object({
  type: kycDocumentTypeSchema,
  image: z.string().max(KYC_IMAGE_MAX_TEXT),
  idNumber: z.string().trim().max(ID_NUMBER_MAX).optional(),
});
export type KycUpload = z.infer<typeof kycUploadSchema>;

export const kycDocumentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

// ---- operators ----

export const opsKycDocumentSchema = kycDocumentSchema.extend({
  account: z.string(),
  /** The number the member typed with an identity document (normalised), for the reviewer to compare. */
  idNumber: z.string().nullable(),
  /** The member's level now (derived from all their approved documents). */
  level: kycLevelSchema,
  decidedBy: z.string().nullable(),
});
export type OpsKycDocument = z.infer<typeof opsKycDocumentSchema>;

export const opsKycQueueQuerySchema = z.object({
  status: kycDocumentStatusSchema.default('PENDING'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

export const opsKycPageSchema = z.object({
  list: z.array(opsKycDocumentSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type OpsKycPage = z.infer<typeof opsKycPageSchema>;

export const KYC_DECISIONS = ['approve', 'reject', 'request_more'] as const;
/** Reject needs a reason, request_more a note of what to send; both reach the member. */
export const opsKycDecisionSchema = z.object({
  decision: z.enum(KYC_DECISIONS),
  reason: z.string().trim().max(200).default(''),
});
export type OpsKycDecision = z.input<typeof opsKycDecisionSchema>;

export const opsKycParamsSchema = z.object({ code: z.string().min(1).max(32), id: z.coerce.number().int().positive() });
