import { type ProcessPayment, paymentDecisionSchema } from '@arcadia/contract/payment-confirmation';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/payment-confirmation/process (spec 001 §7 process person-to-person transaction). Errors are shown in the modal. */
export const processPayment = (body: ProcessPayment) =>
  apiSend('POST', '/wps/payment-confirmation/process', paymentDecisionSchema, { body, background: true });

export function useProcessPayment() {
  return useMutation({ mutationFn: processPayment });
}
