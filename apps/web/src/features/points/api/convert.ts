import { convertResultSchema } from '@arcadia/contract/points';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/payload-crypto';

/** Convert points to wallet money, encrypted; the key makes a retried submit convert once. */
export async function convertPoints(payload: { amount: string; password: string; key: string }) {
  return apiSend('POST', '/wps/points/convert', convertResultSchema, { body: await encryptPayload(payload), background: true });
}

export const useConvertPoints = () => useMutation({ mutationFn: convertPoints });
