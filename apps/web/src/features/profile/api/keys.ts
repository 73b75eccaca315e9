/** Query keys of the profile feature. */
export const profileKeys = {
  all: ['profile'] as const,
  avatar: () => ['profile', 'avatar'] as const,
  rankProgress: () => ['profile', 'rank-progress'] as const,
  security: () => ['profile', 'security'] as const,
};
