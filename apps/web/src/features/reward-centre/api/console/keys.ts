/** Query keys and paths of reward-centre's console pages (missions, VIP benefits, reward-centre rules); under `ops`, so signing out drops them. */
export const rewardKeys = {
  missions: (code: string) => ['ops', code, 'rewards', 'missions'] as const,
  vip: (code: string) => ['ops', code, 'rewards', 'vip'] as const,
  rewardCentre: (code: string) => ['ops', code, 'rewards', 'reward-centre'] as const,
};

export const rewardsPath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}/${rest}`;
