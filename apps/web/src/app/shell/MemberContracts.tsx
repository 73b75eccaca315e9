import { seesPaymentQueue } from '@arcadia/contract/payment-confirmation';
import { Suspense } from 'react';
import { ContractModal } from '../../features/agents';
import { useSessionStore } from '../../features/session';

/**
 * Signed-in only (loaded lazily): the consolidated contract modal, loaded at login for isAgent
 * 0, 1, 2 (spec 001 §4; the same real-account types as the payment queue).
 */
export default function MemberContracts() {
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  if (!token || !seesPaymentQueue(isAgent)) return null;
  return (
    <Suspense fallback={null}>
      <ContractModal key={token} session={token} />
    </Suspense>
  );
}
