import { formatMoney } from '@arcadia/contract';
import { isRestricted } from '@arcadia/contract/accounts';
import { WINNERS_CHANGED } from '@arcadia/contract/games';
import { CRASH_CHANGED } from '@arcadia/contract/house-games';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { cashierKeys } from '../../features/cashier';
import { feedbackKeys } from '../../features/feedback';
import { winnersKey } from '../../features/games/boards';
import { crashKeys } from '../../features/house-games';
import { InboxCheck, inboxKeys } from '../../features/inbox';
import { kycKeys } from '../../features/kyc';
import { lotteryKeys } from '../../features/lottery';
import { NotificationsSocket } from '../../features/notifications';
import { promotionKeys } from '../../features/promotions';
import { RaffleTip } from '../../features/raffles';
import { useSessionStore } from '../../features/session';
import { announceChat, supportKeys } from '../../features/support';
import { useConsolidatedSettings } from '../../features/system';
import { useBalance, walletKeys } from '../../features/wallet';

// Events that move money: the header balance refetches on them.
const BALANCE_EVENTS = new Set(['DEPOSIT', 'WITHDRAW', 'BALANCE', 'AGENT_TRANSFER', 'LOTTERY_RESULT', 'PROMOTION']);

/** Signed-in only (loaded lazily): the real-time socket and its toasts, wired to the wallet balance. */
export default function MemberRealtime() {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const balance = useBalance(token != null).data;
  const accountType = useSessionStore((s) => s.isAgent);
  const navigate = useNavigate();
  const openInbox = useCallback(() => void navigate(paths.inbox), [navigate]);
  // The inbox check reads messageV2, which exists only with MAILCEN (ADR 036); it is the inbox's
  // alert after sign-in, so INBOX3 governs it too (ADR 060).
  const whitelabel = useConsolidatedSettings().data?.whitelabel;
  const mailCentre = whitelabel?.MAILCEN === true && whitelabel.INBOX3 === true;
  // The chat page and the in-app game page own the whole screen down to its bottom edge (the chat's
  // message box, the game's controls): no floating tip there (ADR 042).
  const pathname = useLocation().pathname;
  const tipRoom = pathname !== paths.chat && pathname !== paths.seamless;
  return (
    <>
      <Suspense fallback={null}>
        <InboxCheck enabled={mailCentre && token != null && accountType !== null && !isRestricted(accountType)} onOpenInbox={openInbox} />
      </Suspense>
      <Suspense fallback={null}>
        {tipRoom ? (
          <RaffleTip
            enabled={token != null && accountType !== null && !isRestricted(accountType)}
            onClaimed={() => void client.invalidateQueries({ queryKey: walletKeys.balances() })}
            formatAmount={(amount) => formatMoney(amount, balance ?? { currency: '', currencySymbol: '', currencyPosition: '' })}
          />
        ) : null}
      </Suspense>
      <NotificationsSocket
        token={token}
        formatAmount={(amount) =>
          balance
            ? formatMoney(amount, {
                currency: balance.currency,
                currencySymbol: balance.currencySymbol,
                currencyPosition: balance.currencyPosition,
              })
            : formatMoney(amount, { currency: '', currencySymbol: '', currencyPosition: '' })
        }
        onEvent={(event) => {
          if (BALANCE_EVENTS.has(event.type)) void client.invalidateQueries({ queryKey: walletKeys.balances() });
          // a decided deposit or withdrawal changes its row in the cashier history
          if (event.type === 'DEPOSIT' || event.type === 'WITHDRAW') void client.invalidateQueries({ queryKey: cashierKeys.requests() });
          if (event.type === 'INBOX') void client.invalidateQueries({ queryKey: inboxKeys.all });
          // an operator's answer to feedback arrives as an inbox message: the "My feedback" list refetches too
          if (event.type === 'INBOX') void client.invalidateQueries({ queryKey: feedbackKeys.mine });
          // Chat news: the badge refetches here, the chat page (framed or in another tab) hears the relay.
          if (event.type === 'CHAT' || event.type === 'CHAT_READ') {
            void client.invalidateQueries({ queryKey: supportKeys.chat });
            announceChat(event.type);
          }
          // a settled numero changes the member's tickets and the results on the lottery pages
          if (event.type === 'LOTTERY_RESULT') void client.invalidateQueries({ queryKey: lotteryKeys.all });
          // a paid win somewhere on the merchant: the winner board refetches (a signal, no toast)
          if (event.type === WINNERS_CHANGED) void client.invalidateQueries({ queryKey: winnersKey() });
          // the merchant's crash round changed (a round, a bet, a cash-out, the bust): the board refetches
          if (event.type === CRASH_CHANGED) void client.invalidateQueries({ queryKey: crashKeys.all });
          // a decided reward application changes its status, the claim list and the available count
          if (event.type === 'PROMOTION') void client.invalidateQueries({ queryKey: promotionKeys.all });
          // an operator decided on an identity document: the identity page shows the new status and level
          if (event.type === 'KYC') void client.invalidateQueries({ queryKey: kycKeys.all });
        }}
      />
    </>
  );
}
