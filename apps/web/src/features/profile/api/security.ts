import type { SliderFields } from '@arcadia/contract/captcha/slider';
import { securityConfigSchema } from '@arcadia/contract/profile';
import { smsCodeResultSchema } from '@arcadia/contract/verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /wps/v2/member/securityOverview: bound mobile and e-mail (masked), payment password set. */
export const getSecurityConfig = (signal?: AbortSignal) =>
  apiGet('/wps/v2/member/securityOverview', securityConfigSchema, { signal, background: true });

export const securityConfigQuery = () =>
  queryOptions({ queryKey: profileKeys.security(), queryFn: ({ signal }) => getSecurityConfig(signal), staleTime: 30_000 });

export function useSecurityConfig(enabled = true) {
  return useQuery({ ...securityConfigQuery(), enabled });
}

type Mobile = { countryDialingCode?: string; mobileNum: string };

/** POST /wps/member/mobile/code: a code to the number being bound (with the slider's pass when the merchant asks for the slider). */
export const sendMobileCode = (body: Mobile & SliderFields) =>
  apiSend('POST', '/wps/member/mobile/code', smsCodeResultSchema, { body, background: true });
/** PUT /wps/member/mobile: binds the number with its code. */
export const bindMobile = (body: Mobile & { verificationCode: string }) =>
  apiSend('PUT', '/wps/member/mobile', z.null(), { body, nullable: true, background: true });

/** POST /wps/member/email/code: a code to the address being bound. */
export const sendEmailCode = (email: string) =>
  apiSend('POST', '/wps/member/email/code', smsCodeResultSchema, { body: { email }, background: true });
/** PUT /wps/member/email: binds the address with its code. */
export const bindEmail = (body: { email: string; verificationCode: string }) =>
  apiSend('PUT', '/wps/member/email', z.null(), { body, nullable: true, background: true });
