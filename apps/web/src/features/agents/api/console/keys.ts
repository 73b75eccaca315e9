/** Query keys of the console's downline tree (under `ops`, so signing out of the console drops them). */
export const agentsOpsKeys = {
  tree: (code: string, parent: string | null, page: number) => ['ops', code, 'agents', 'tree', parent, page] as const,
  path: (code: string, account: string) => ['ops', code, 'agents', 'path', account.toLowerCase()] as const,
  contracts: (code: string, account: string) => ['ops', code, 'agents', 'contracts', account.toLowerCase()] as const,
};
export const opsPath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}${rest}`;
