import { formatMoney } from '@arcadia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RebatePanel } from '../../../features/rebates';
import { useShellStore } from '../../../features/system';
import { useBalance, walletKeys } from '../../../features/wallet';
import { formatDateTime } from '../../../lib/format';

/** The rebate pages join the rebates feature and the wallet (money format, balance refresh). */
function RebatePage({ claimable }: { claimable: boolean }) {
  const language = useShellStore((s) => s.language);
  const client = useQueryClient();
  const money = useBalance(true).data;
  const fmt = money
    ? { currency: money.currency, currencySymbol: money.currencySymbol, currencyPosition: money.currencyPosition }
    : { currency: '', currencySymbol: '', currencyPosition: '' as const };
  return (
    <Suspense fallback={null}>
      <RebatePanel
        claimable={claimable}
        formatAmount={(a) => formatMoney(a, fmt)}
        formatDateTime={(iso) => formatDateTime(iso, language)}
        onClaimed={() => void client.invalidateQueries({ queryKey: walletKeys.balances() })}
      />
    </Suspense>
  );
}

export const BonusDetailsPage = () => <RebatePage claimable={false} />;
export const ManualRebatePage = () => <RebatePage claimable />;
