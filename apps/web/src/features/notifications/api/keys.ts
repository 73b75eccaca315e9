/** Query keys of the notifications feature. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  since: (after: number) => ['notifications', 'since', after] as const,
};
