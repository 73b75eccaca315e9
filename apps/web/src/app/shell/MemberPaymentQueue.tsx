import { formatMoney } from '@arcadia/contract';
import { seesPaymentQueue } from '@arcadia/contract/payment-confirmation';
import { Suspense } from 'react';
import { PaymentConfirmationQueue } from '../../features/payment-confirmation';
import { useSessionStore } from '../../features/session';
import { useBalance } from '../../features/wallet';

/**
 * Signed-in only (loaded lazily): the person-to-person payment queue, shown to real accounts
 * (isAgent 0, 1, 2; spec 001 §4, spec 000 §6), with amounts in the wallet's currency.
 */
export default function MemberPaymentQueue() {
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const balance = useBalance(token != null).data;
  if (!token || !seesPaymentQueue(isAgent)) return null;
  const money = balance
    ? { currency: balance.currency, currencySymbol: balance.currencySymbol, currencyPosition: balance.currencyPosition }
    : { currency: '', currencySymbol: '', currencyPosition: '' as const };
  return (
    <Suspense fallback={null}>
      {/* A new session starts a new queue: "at login" means each sign-in asks again. */}
      <PaymentConfirmationQueue key={token} session={token} formatAmount={(amount) => formatMoney(amount, money)} />
    </Suspense>
  );
}
