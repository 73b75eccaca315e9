import { seesPaymentQueue } from '@arcadia/contract/payment-confirmation';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { ContractModal, RainBanner } from '../../features/agents';
import { useSessionStore } from '../../features/session';
import { walletKeys } from '../../features/wallet';

/**
 * Signed-in only (loaded lazily): the consolidated contract modal, loaded at login for isAgent
 * 0, 1, 2 (spec 001 §4; the same real-account types as the payment queue).
 */
export default function MemberContracts() {
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const client = useQueryClient();
  if (!token || !seesPaymentQueue(isAgent)) return null;
  return (
    <Suspense fallback={null}>
      <ContractModal key={token} session={token} />
      {/* The open red-envelope rains of the member's uplines (agents), grabbed into the main wallet. */}
      <RainBanner key={`rain-${token}`} onGrabbed={() => void client.invalidateQueries({ queryKey: walletKeys.balances() })} />
    </Suspense>
  );
}
