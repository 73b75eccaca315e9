/**
 * Query keys of the console's finance pages. Under the console's `ops` prefix so signing out of the
 * console drops them with the rest; the reward-rule pages of ops read the pending list under the same
 * key (ops/api/rewards/keys.ts), so a decision here refreshes their banner and a save there this list.
 */
export const financeKeys = {
  all: (code: string) => ['ops', code, 'finance'] as const,
  settings: (code: string) => ['ops', code, 'finance', 'settings'] as const,
  adjustments: (code: string, q: object) => ['ops', code, 'finance', 'adjustments', q] as const,
  adjustmentsAll: (code: string) => ['ops', code, 'finance', 'adjustments'] as const,
  ledger: (code: string, q: object) => ['ops', code, 'finance', 'ledger', q] as const,
  reconciliation: (code: string) => ['ops', code, 'finance', 'reconciliation'] as const,
};

export const financePath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}/finance/${rest}`;
