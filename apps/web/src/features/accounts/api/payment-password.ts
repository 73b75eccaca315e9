import { paymentPasswordStatusSchema } from '@arcadia/contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/payload-crypto';
import { accountsKeys } from './keys';

/** GET /wps/member/paymentPassword: set or not, and minutes left on a lock. */
export const getPaymentPasswordStatus = (signal?: AbortSignal) =>
  apiGet('/wps/member/paymentPassword', paymentPasswordStatusSchema, { signal, background: true });

export const paymentPasswordQuery = () =>
  queryOptions({ queryKey: accountsKeys.paymentPassword(), queryFn: ({ signal }) => getPaymentPasswordStatus(signal), staleTime: 30_000 });

export function usePaymentPasswordStatus(enabled = true) {
  return useQuery({ ...paymentPasswordQuery(), enabled });
}

/** PUT /wps/member/paymentPassword with the encrypted payload (login password, new one twice). */
export async function setPaymentPassword(payload: { loginPassword: string; paymentPassword: string; confirmPaymentPassword: string }) {
  const body = await encryptPayload(payload);
  await apiSend('PUT', '/wps/member/paymentPassword', z.null(), { body, nullable: true, background: true });
}
