/** Query keys of the points feature. Invalidate `pointsKeys.balance()` when points may have changed. */
export const pointsKeys = {
  all: ['points'] as const,
  balance: () => ['points', 'balance'] as const,
  config: () => ['points', 'config'] as const,
  info: (language: string) => ['points', 'info', language] as const,
  types: () => ['points', 'types'] as const,
  rewards: () => ['points', 'rewards'] as const,
  records: () => ['points', 'records'] as const,
  recordPage: (q: object) => ['points', 'records', q] as const,
  transactions: () => ['points', 'transactions'] as const,
  transactionPage: (q: object) => ['points', 'transactions', q] as const,
};
