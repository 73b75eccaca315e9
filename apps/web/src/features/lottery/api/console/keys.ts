/** Query keys of the console's lottery page (under `ops`, so signing out of the console drops them). */
export const lotteryOpsKeys = {
  lottery: (code: string) => ['ops', code, 'lottery', 'games'] as const,
  draws: (code: string, game: string, page: number) => ['ops', code, 'lottery', 'draws', game, page] as const,
};
export const opsPath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}${rest}`;
