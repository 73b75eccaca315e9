import { formatMoney } from '@arcadia/contract';
import { Suspense } from 'react';
import { IdentityPanel } from '../../../features/kyc';
import { useShellStore } from '../../../features/system';
import { useBalance } from '../../../features/wallet';
import { formatDateTime } from '../../../lib/format';

/** identityVerification inside the member centre (docs/adr/066-kyc.md): KYC's panel with the wallet's money format. */
export default function IdentityPage() {
  const language = useShellStore((s) => s.language);
  const money = useBalance(true).data;
  const fmt = money
    ? { currency: money.currency, currencySymbol: money.currencySymbol, currencyPosition: money.currencyPosition }
    : { currency: '', currencySymbol: '', currencyPosition: '' as const };
  return (
    <Suspense fallback={null}>
      <IdentityPanel formatMoney={(a) => formatMoney(a, fmt)} formatDateTime={(iso) => formatDateTime(iso, language)} />
    </Suspense>
  );
}
