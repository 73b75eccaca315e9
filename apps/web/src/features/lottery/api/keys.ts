export const lotteryKeys = {
  all: ['lottery'] as const,
  games: (group?: string) => ['lottery', 'games', group ?? 'all'] as const,
  menus: (group?: string) => ['lottery', 'menus', group ?? 'all'] as const,
  popular: (count: number) => ['lottery', 'popular', count] as const,
  draws: (gameCode: string, count: number) => ['lottery', 'draws', gameCode, count] as const,
  near: (gameCode: string) => ['lottery', 'near', gameCode] as const,
  history: (gameCode?: string) => ['lottery', 'history', gameCode ?? 'all'] as const,
  longDragon: (min: number) => ['lottery', 'long-dragon', min] as const,
};
