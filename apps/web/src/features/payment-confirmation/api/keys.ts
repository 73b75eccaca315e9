/** Query keys of the payment-confirmation feature. */
export const paymentConfirmationKeys = {
  all: ['payment-confirmation'] as const,
  /** One list per session: another member signing in on this browser never sees the last one's queue. */
  list: (session: string) => ['payment-confirmation', 'list', session] as const,
};
