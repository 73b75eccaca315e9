/** Query keys of the games feature; favourites invalidate everything under `all`. */
export const gamesKeys = {
  all: ['games'] as const,
  vendors: () => ['games', 'vendors'] as const,
  matches: () => ['games', 'matches'] as const,
  lists: () => ['games', 'list'] as const,
  list: (q: object) => ['games', 'list', q] as const,
  /** Also `winnersKey` in boards.ts (the shell's entry to it). */
  winners: () => ['games', 'winners'] as const,
  jackpot: () => ['games', 'jackpot'] as const,
  personal: (kind: string, pageNo: number, pageSize: number) => ['games', 'list', kind, pageNo, pageSize] as const,
};
