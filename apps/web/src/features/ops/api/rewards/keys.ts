/** Query keys and paths of the console's reward pages (missions, VIP benefits, wagering waivers, referral terms, rebate rates, reward-centre rules). */
export const rewardKeys = {
  missions: (code: string) => ['ops', code, 'rewards', 'missions'] as const,
  vip: (code: string) => ['ops', code, 'rewards', 'vip'] as const,
  wagering: (code: string) => ['ops', code, 'rewards', 'wagering'] as const,
  referral: (code: string) => ['ops', code, 'rewards', 'referral'] as const,
  rebateRates: (code: string) => ['ops', code, 'rewards', 'rebate-rates'] as const,
  rewardCentre: (code: string) => ['ops', code, 'rewards', 'reward-centre'] as const,
  promoCodes: (code: string) => ['ops', code, 'rewards', 'promo-codes'] as const,
  /**
   * The finance feature's approvals list, by design under its own key (features/finance/api/keys.ts):
   * one cache entry, so a decision on the approvals page refreshes a rule page's waiting banner and a
   * rule saved here refreshes the approvals list. Web features share keys, not imports (ADR 054).
   */
  pendingAdjustments: (code: string, q: object) => ['ops', code, 'finance', 'adjustments', q] as const,
  pendingAdjustmentsAll: (code: string) => ['ops', code, 'finance', 'adjustments'] as const,
};

export const rewardsPath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}/${rest}`;
