import { formatMoney } from '@arcadia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { resetMemberState } from '../../../features/accounts';
import { SaferGamblingPanel } from '../../../features/safer-gambling';
import { sessionStore } from '../../../features/session';
import { useShellStore } from '../../../features/system';
import { useBalance } from '../../../features/wallet';
import { formatDateTime } from '../../../lib/format';

/** saferGambling in the member centre (ADR 065): the safer-gambling panel with the wallet's money format; a time-out signs out here too. */
export default function SaferGamblingPage() {
  const language = useShellStore((s) => s.language);
  const client = useQueryClient();
  const navigate = useNavigate();
  const money = useBalance(true).data;
  const fmt = money
    ? { currency: money.currency, currencySymbol: money.currencySymbol, currencyPosition: money.currencyPosition }
    : { currency: '', currencySymbol: '', currencyPosition: '' as const };
  return (
    <Suspense fallback={null}>
      <SaferGamblingPanel
        formatAmount={(a) => formatMoney(a, fmt)}
        formatDateTime={(iso) => formatDateTime(iso, language)}
        onExcluded={async () => {
          // The server has already ended every session; the client forgets it, after leaving member pages.
          resetMemberState(client);
          await navigate(paths.home);
          sessionStore.getState().clear('logout');
        }}
      />
    </Suspense>
  );
}
