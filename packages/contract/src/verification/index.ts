import { z } from 'zod';
import { sliderFieldsSchema } from '../captcha/slider/fields.js';

/** `POST /wps/verification/sms/noLogin` (spec 000 §3); with GEETESTVCODE3 also the passed slider's fields. */
export const smsLoginCodeRequestSchema = sliderFieldsSchema.extend({
  countryDialingCode: z.string().max(5).optional(),
  mobileNum: z.string().max(20),
});
export const smsCodeResultSchema = z.object({ expiredMinutes: z.number().int().positive() });

export const VERIFICATION_ERRORS = {
  codeIncorrect: 'sms_code_incorrect',
  tooFrequent: 'sms_too_frequent',
  phone: 'br_enright_cphone',
  smsOff: 'sms_disabled',
} as const;

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** A new code for the same number at most this often. */
export const SMS_RESEND_SECONDS = 60;
