import { walletBalanceSchema } from '@arcadia/contract/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { walletKeys } from './keys';

export type TransferFundInput = { from: string; to: string; amount: string; key: string };

/** POST /wps/v2/wallets/transfer; the answer is the new balance. Errors are shown by the form. */
export function useTransferFund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferFundInput) => apiSend('POST', '/wps/v2/wallets/transfer', walletBalanceSchema, { body, background: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.balances() }),
  });
}

/** POST /wps/v2/wallets/recall: every vendor wallet back to the main one. */
export function useRecallFunds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => apiSend('POST', '/wps/v2/wallets/recall', walletBalanceSchema, { body: { key }, background: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.balances() }),
  });
}

export type TransferUplineInput = { amount: string; key: string; paymentPassword?: string };

/** POST /wps/member/transferUpline (AGETRANSFERUP3): main wallet to the upline agent; the answer is the new balance. */
export function useTransferUpline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferUplineInput) =>
      apiSend('POST', '/wps/member/transferUpline', walletBalanceSchema, { body, background: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.balances() }),
  });
}
