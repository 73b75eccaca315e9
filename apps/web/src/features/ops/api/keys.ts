import type { OpsAuditQuery } from '@arcadia/contract/ops';

/** Query keys of the operator console. */
export const opsKeys = {
  all: ['ops'] as const,
  me: () => ['ops', 'me'] as const,
  outbox: (code: string, kind: 'sms' | 'mail', to: string) => ['ops', code, 'outbox', kind, to] as const,
  audit: (code: string, q: Partial<OpsAuditQuery>) => ['ops', code, 'audit', q] as const,
};
