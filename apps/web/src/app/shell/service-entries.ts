import type { CustomerServiceEntry } from '@arcadia/contract/system';
import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../features/session';
import { customerServiceQuery } from '../../features/support';
import { useConsolidatedSettings } from '../../features/system';

/**
 * The customer-service entries this visitor may open. The settings every visitor loads carry only
 * the general entries; a member's club-label entries (a VIP line) come from the support call that
 * knows who asks (ADR 060). Until that answer is in, a member is offered the general ones.
 */
export function useServiceEntries(): CustomerServiceEntry[] | undefined {
  const signedIn = useSessionStore((s) => s.token) !== null;
  const general = useConsolidatedSettings().data?.customerService;
  const own = useQuery({ ...customerServiceQuery(true), enabled: signedIn }).data;
  return signedIn && own ? own : general;
}
