/** Query keys of the console's game vendor and catalogue pages (under `ops`, so signing out drops them). */
export const gamesOpsKeys = {
  vendors: (code: string) => ['ops', code, 'games', 'vendors'] as const,
  catalogue: (code: string) => ['ops', code, 'games', 'catalogue'] as const,
};
export const opsPath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}${rest}`;
