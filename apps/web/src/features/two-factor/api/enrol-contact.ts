import type { SliderFields } from '@arcadia/contract/captcha/slider';
import { codeSentSchema } from '@arcadia/contract/two-factor';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

const base = '/wps/v2/member/twoFactor';
const done = { background: true, nullable: true } as const;

/** POST …/email/code and …/email: enrol an e-mail address with a mailed code. */
export const sendEmailEnrolCode = (email: string) =>
  apiSend('POST', `${base}/email/code`, codeSentSchema, { body: { email }, background: true });
export const enrolEmail = (email: string, verificationCode: string) =>
  apiSend('POST', `${base}/email`, z.null(), { body: { email, verificationCode }, ...done });

/** POST …/sms/code and …/sms: enrol a phone number with an SMS code. */
export const sendSmsEnrolCode = (mobileNum: string, countryDialingCode?: string, slider: SliderFields = {}) =>
  apiSend('POST', `${base}/sms/code`, codeSentSchema, {
    body: { mobileNum, ...(countryDialingCode ? { countryDialingCode } : {}), ...slider },
    background: true,
  });
export const enrolSms = (mobileNum: string, verificationCode: string, countryDialingCode?: string) =>
  apiSend('POST', `${base}/sms`, z.null(), {
    body: { mobileNum, verificationCode, ...(countryDialingCode ? { countryDialingCode } : {}) },
    ...done,
  });

/** POST …/payee: the payee name asked at login. */
export const enrolPayee = (payeeName: string) => apiSend('POST', `${base}/payee`, z.null(), { body: { payeeName }, ...done });

/** POST …/{method}/remove: needs the login password. */
export const removeMethod = (method: string, password: string) =>
  apiSend('POST', `${base}/${method}/remove`, z.null(), { body: { password }, ...done });
