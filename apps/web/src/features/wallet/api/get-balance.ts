import { walletBalanceSchema } from '@arcadia/contract/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../lib/api-client';
import { walletKeys } from './keys';

/** GET /wps/v2/wallets/balance: the sum and each wallet (spec 000 §3 balance). Wallet names follow the language. */
export const getBalance = (signal?: AbortSignal) => apiGet('/wps/v2/wallets/balance', walletBalanceSchema, { signal, background: true });

export const balanceQuery = (language: string) =>
  queryOptions({ queryKey: walletKeys.balance(language), queryFn: ({ signal }) => getBalance(signal), staleTime: 30_000 });

/** Refetches when `walletKeys.balances()` is invalidated (the real-time "balance changed" signal). */
export function useBalance(enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...balanceQuery(i18n.language), enabled, placeholderData: (previous) => previous });
}
