import { cashierRequestSchema, cashierSettingsSchema, withdrawCheckSchema } from '@arcadia/contract/cashier';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../lib/api-client';
import { cashierKeys } from './keys';

/** GET /wps/cashier/settings: limits, channels, the bank account to transfer to. */
export function useCashierSettings() {
  return useQuery({
    queryKey: cashierKeys.settings(),
    queryFn: ({ signal }) => apiGet('/wps/cashier/settings', cashierSettingsSchema, { signal, background: true }),
    staleTime: 60_000,
  });
}

/** GET /wps/cashier/requests: the member's deposits and withdrawals, newest first. */
export function useCashierRequests() {
  return useQuery({
    queryKey: cashierKeys.requests(),
    queryFn: ({ signal }) => apiGet('/wps/cashier/requests', z.array(cashierRequestSchema), { signal, background: true }),
  });
}

/** GET /wps/cashier/withdraw/check: bonus turnover still to bet before a withdrawal is allowed. */
export function useWithdrawCheck() {
  return useQuery({
    queryKey: cashierKeys.withdrawCheck(),
    queryFn: ({ signal }) => apiGet('/wps/cashier/withdraw/check', withdrawCheckSchema, { signal, background: true }),
  });
}

export type DepositInput = { amount: string; reference: string; channel: 'manual' | 'demo-pay'; key: string };
export type WithdrawInput = { amount: string; paymentPassword?: string; key: string };

/** Errors are shown by the form (background), not by the global dialogs. */
export function useSubmitDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositInput) => apiSend('POST', '/wps/cashier/deposit', cashierRequestSchema, { body, background: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: cashierKeys.requests() }),
  });
}

export function useSubmitWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawInput) => apiSend('POST', '/wps/cashier/withdraw', cashierRequestSchema, { body, background: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: cashierKeys.requests() }),
    // A refusal may come from a requirement the page had not seen yet (a bonus just paid).
    onError: () => client.invalidateQueries({ queryKey: cashierKeys.withdrawCheck() }),
  });
}
