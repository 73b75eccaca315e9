/** Query keys of the cashier feature. */
export const cashierKeys = {
  all: ['cashier'] as const,
  settings: () => ['cashier', 'settings'] as const,
  requests: () => ['cashier', 'requests'] as const,
  withdrawCheck: () => ['cashier', 'withdraw-check'] as const,
};
