import { formatMoney } from '@arcadia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { paths } from '../../../config/paths';
import { ReferralPanel } from '../../../features/referral';
import { RewardCentrePanel } from '../../../features/reward-centre';
import { useShellStore } from '../../../features/system';
import { useBalance, walletKeys } from '../../../features/wallet';
import { formatDateTime } from '../../../lib/format';

/** The reward pages join their features with the wallet (money format, balance refresh after a claim). */
function useFormatters() {
  const language = useShellStore((s) => s.language);
  const money = useBalance(true).data;
  const fmt = money
    ? { currency: money.currency, currencySymbol: money.currencySymbol, currencyPosition: money.currencyPosition }
    : { currency: '', currencySymbol: '', currencyPosition: '' as const };
  return { formatAmount: (a: string) => formatMoney(a, fmt), formatDateTime: (iso: string) => formatDateTime(iso, language) };
}

export function RewardCentrePage() {
  const client = useQueryClient();
  return (
    <Suspense fallback={null}>
      <RewardCentrePanel {...useFormatters()} onClaimed={() => void client.invalidateQueries({ queryKey: walletKeys.balances() })} />
    </Suspense>
  );
}

export function ReferralPage() {
  return (
    <Suspense fallback={null}>
      <ReferralPanel
        {...useFormatters()}
        inviteUrl={(code) => `${window.location.origin}${paths.register}?referralCode=${encodeURIComponent(code)}`}
      />
    </Suspense>
  );
}
