import { formatMoney } from '@arcadia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { resetMemberState } from '../../features/accounts';
import { RealityCheck } from '../../features/safer-gambling';
import { logout, sessionStore } from '../../features/session';
import { useBalance } from '../../features/wallet';

/** The reality check (ADR 065) in the signed-in shell; part of the member layer's lazy chunk, never the visitor's first load. */
export default function MemberRealityCheck() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const money = useBalance(true).data;
  const fmt = money
    ? { currency: money.currency, currencySymbol: money.currencySymbol, currencyPosition: money.currencyPosition }
    : { currency: '', currencySymbol: '', currencyPosition: '' as const };
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
