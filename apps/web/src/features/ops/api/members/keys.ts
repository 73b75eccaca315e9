import type { MemberSearchQuery } from '@arcadia/contract/ops/members';

/** Query keys of the console's Members and agents pages (under the console's `['ops', code]`). */
export const memberKeys = {
  all: (code: string) => ['ops', code, 'members'] as const,
  search: (code: string, q: Partial<MemberSearchQuery>) => ['ops', code, 'members', 'search', q] as const,
  member: (code: string, account: string) => ['ops', code, 'members', 'one', account.toLowerCase()] as const,
  sessions: (code: string, account: string) => ['ops', code, 'members', 'one', account.toLowerCase(), 'sessions'] as const,
  tree: (code: string, parent: string | null, page: number) => ['ops', code, 'agents', 'tree', parent, page] as const,
  path: (code: string, account: string) => ['ops', code, 'agents', 'path', account.toLowerCase()] as const,
  contracts: (code: string, account: string) => ['ops', code, 'agents', 'contracts', account.toLowerCase()] as const,
  feedback: (code: string, page: number) => ['ops', code, 'feedback', page] as const,
  outbox: (code: string, kind: 'sms' | 'mail', to: string) => ['ops', code, 'outbox', kind, to] as const,
};

export const opsPath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}${rest}`;
export const memberPath = (code: string, account: string, rest = '') => opsPath(code, `/members/${encodeURIComponent(account)}${rest}`);
