/** Query keys of the wallet feature. Invalidate `walletKeys.balances()` when a balance may have changed. */
export const walletKeys = {
  all: ['wallet'] as const,
  balances: () => ['wallet', 'balance'] as const,
  balance: (language: string) => ['wallet', 'balance', language] as const,
};
