/** Query keys and paths of the console's reward pages (missions, VIP benefits, wagering waivers). */
export const rewardKeys = {
  missions: (code: string) => ['ops', code, 'rewards', 'missions'] as const,
  vip: (code: string) => ['ops', code, 'rewards', 'vip'] as const,
  wagering: (code: string) => ['ops', code, 'rewards', 'wagering'] as const,
};

export const rewardsPath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}/${rest}`;
