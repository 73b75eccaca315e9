/** Query keys of the agents feature. */
export const agentsKeys = {
  all: ['agents'] as const,
  /** One consolidated list per session: another member signing in never sees the last one's. */
  consolidated: (session: string) => ['agents', 'consolidated', session] as const,
  contracts: (side: string, kind?: string) => ['agents', 'contracts', side, kind ?? 'all'] as const,
  statements: (q: object) => ['agents', 'statements', q] as const,
  overview: (period: string) => ['agents', 'overview', period] as const,
  members: (q: object) => ['agents', 'members', q] as const,
  registerCentre: () => ['agents', 'register-centre'] as const,
  transfers: () => ['agents', 'transfers'] as const,
  rains: (which: 'mine' | 'open') => ['agents', 'rains', which] as const,
  records: (kind: string, q: object) => ['agents', 'records', kind, q] as const,
};
