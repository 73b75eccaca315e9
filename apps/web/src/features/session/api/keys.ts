/** Query keys of the session feature. */
export const sessionKeys = {
  all: ['session'] as const,
  sessions: () => ['session', 'sessions'] as const,
};
