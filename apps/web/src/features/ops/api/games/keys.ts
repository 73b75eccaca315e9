/** Query keys of the console's games and lottery pages. */
export const gamesKeys = {
  vendors: (code: string) => ['ops', code, 'games', 'vendors'] as const,
  catalogue: (code: string) => ['ops', code, 'games', 'catalogue'] as const,
  lottery: (code: string) => ['ops', code, 'lottery', 'games'] as const,
  draws: (code: string, game: string, page: number) => ['ops', code, 'lottery', 'draws', game, page] as const,
};
export const opsPath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}${rest}`;
