import { type RedeemPayload, redeemRecordSchema } from '@arcadia/contract/points';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/payload-crypto';

/** Redeem, encrypted (spec 000 §7). Errors are shown by the form. */
export async function redeem(payload: RedeemPayload) {
  return apiSend('POST', '/wps/points/redeem', redeemRecordSchema, { body: await encryptPayload(payload), background: true });
}

export const useRedeem = () => useMutation({ mutationFn: redeem });
