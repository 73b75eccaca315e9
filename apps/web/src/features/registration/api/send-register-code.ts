import type { SliderFields } from '@arcadia/contract/captcha/slider';
import { smsCodeResultSchema } from '@arcadia/contract/verification';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/verification/sms/register. Failures show beside the button (spec 000 §8). */
export const sendRegisterCode = (mobileNo: string, countryDialingCode?: string, slider: SliderFields = {}) =>
  apiSend('POST', '/wps/verification/sms/register', smsCodeResultSchema, {
    body: { mobileNo, ...(countryDialingCode ? { countryDialingCode } : {}), ...slider },
    background: true,
  });
