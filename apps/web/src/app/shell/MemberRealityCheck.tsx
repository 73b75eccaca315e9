import { formatMoney } from '@arcadia/contract';
import { isRestricted } from '@arcadia/contract/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { resetMemberState } from '../../features/accounts';
import { RealityCheck } from '../../features/safer-gambling';
import { logout, sessionStore, useSessionStore } from '../../features/session';
import { useBalance } from '../../features/wallet';

/** The reality check (ADR 065) in the signed-in shell; part of the member layer's lazy chunk, never the visitor's first load. */
export default function MemberRealityCheck() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const accountType = useSessionStore((s) => s.isAgent);
  // Real accounts only: a trial or guest session has no limits or session figures (the API answers 403).
  const real = accountType !== null && !isRestricted(accountType);
  const money = useBalance(real).data;
  const fmt = money
    ? { currency: money.currency, currencySymbol: money.currencySymbol, currencyPosition: money.currencyPosition }
    : { currency: '', currencySymbol: '', currencyPosition: '' as const };
  if (!real) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck
        formatAmount={(a) => formatMoney(a, fmt)}
        onLogout={async () => {
          await logout().catch(() => null);
          resetMemberState(client);
          await navigate(paths.home);
          sessionStore.getState().clear('logout');
        }}
      />
    </Suspense>
  );
}
