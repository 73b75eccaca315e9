import { smsCodeResultSchema, type smsLoginCodeRequestSchema } from '@arcadia/contract/verification';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

export type SmsLoginCodeRequest = z.infer<typeof smsLoginCodeRequestSchema>;

/** POST /wps/verification/sms/noLogin. Failures are shown beside the button (spec 000 §8), not in the global dialog. */
export const sendLoginCode = (body: SmsLoginCodeRequest) =>
  apiSend('POST', '/wps/verification/sms/noLogin', smsCodeResultSchema, { body, background: true });

export function useSendLoginCode() {
  return useMutation({ mutationFn: sendLoginCode });
}
