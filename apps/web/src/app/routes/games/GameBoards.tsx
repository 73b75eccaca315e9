import type { MoneyFormat } from '@arcadia/contract';
import { Suspense } from 'react';
import { JackpotStrip, WinnersBoard } from '../../../features/games/boards';
import { useConsolidatedSettings } from '../../../features/system';

/** The merchant's currency for the boards' amounts (the system feature's settings; the games feature takes it as a prop). */
function useMoney(): MoneyFormat | null {
  const merchant = useConsolidatedSettings().data?.merchant;
  return merchant
    ? { currency: merchant.currency, currencySymbol: merchant.currencySymbol, currencyPosition: merchant.currencyPosition }
    : null;
}

/** The winner board (issue 26), in its own chunk; nothing until the merchant's currency is known. */
export function Winners({ limit, headingOrder }: { limit?: number; headingOrder?: 2 | 3 }) {
  const money = useMoney();
  if (!money) return null;
  return (
    <Suspense fallback={null}>
      <WinnersBoard money={money} limit={limit} headingOrder={headingOrder} />
    </Suspense>
  );
}

/** The merchant's jackpot pools, where it has any. */
export function Jackpot() {
  const money = useMoney();
  if (!money) return null;
  return (
    <Suspense fallback={null}>
      <JackpotStrip money={money} />
    </Suspense>
  );
}
