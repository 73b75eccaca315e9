import type { MemberSearchQuery } from '@arcadia/contract/ops/members';

/** Query keys of the console's Members page (search, profile, sessions) (under the console's `['ops', code]`). */
export const memberKeys = {
  all: (code: string) => ['ops', code, 'members'] as const,
  search: (code: string, q: Partial<MemberSearchQuery>) => ['ops', code, 'members', 'search', q] as const,
  member: (code: string, account: string) => ['ops', code, 'members', 'one', account.toLowerCase()] as const,
  sessions: (code: string, account: string) => ['ops', code, 'members', 'one', account.toLowerCase(), 'sessions'] as const,
};

export const opsPath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}${rest}`;
export const memberPath = (code: string, account: string, rest = '') => opsPath(code, `/members/${encodeURIComponent(account)}${rest}`);
