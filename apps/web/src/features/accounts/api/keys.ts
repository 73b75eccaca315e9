/** Query keys of the accounts feature. */
export const accountsKeys = {
  all: ['accounts'] as const,
  info: () => ['accounts', 'info'] as const,
  icons: () => ['accounts', 'icons'] as const,
  paymentPassword: () => ['accounts', 'payment-password'] as const,
};
