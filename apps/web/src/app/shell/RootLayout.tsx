import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LoadingCover } from '../../components/LoadingCover';
import { memberPage, paths } from '../../config/paths';
import { resetMemberState, useLanguageSync, useMemberInfoLoader } from '../../features/accounts';
import { sessionStore, useSessionStore } from '../../features/session';
import {
  DomainCheckFailedModal,
  useConsolidatedSettings,
  useDomainSelection,
  useMerchantLanguage,
  useSeo,
  useShellStore,
  useStatusGate,
} from '../../features/system';
import { useErrorBus } from '../../lib/error-bus';
import { formatDateTime } from '../../lib/format';
import { forgetMerchantCode, getMerchantCode } from '../../lib/storage';

// Dialogs load when the first one is needed.
const ErrorDialogs = lazy(() => import('../../components/ErrorDialogs'));
// Members only, loaded after sign-in: real-time toasts, the payment queue, contracts, the welcome.
const MemberLayer = lazy(() => import('./MemberLayer'));

/** True from the frame after the first paint, so late extras never compete with it. */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

/** Cross-cutting shell behaviour shared by every page: gates, SEO, language, global dialogs. */
export function RootLayout() {
  const navigate = useNavigate();
  const language = useShellStore((s) => s.language);
  const settings = useConsolidatedSettings();
  useMerchantLanguage();
  useStatusGate();
  useSeo();
  const { retry } = useDomainSelection();
  const hasNotice = useErrorBus((s) => s.queue.length > 0);
  const domainFailed = useErrorBus((s) => s.domainCheckFailed);
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const member = useMemberInfoLoader(token).data;
  useLanguageSync(language, { token, type: member?.type ?? isAgent });
  // Keep the stored profile (spec 000 §3) in step with the latest member info.
  useEffect(() => {
    if (member && sessionStore.getState().token) {
      sessionStore.getState().setProfile({ isAgent: member.type, account: member.account, nickname: member.nickname });
    }
  }, [member]);
  const { pathname } = useLocation();
  const painted = useAfterFirstPaint();
  // The chat page inside the chat window: the page around it already runs the socket and queues.
  const embeddedChat = pathname === paths.chat && window.self !== window.top;
  // Spec 000 §2: no chat plugin on /seamless; and none on the chat page itself.
  const chatButton = token && painted && settings.data?.whitelabel.CBS3 && !pathname.startsWith(paths.seamless) && pathname !== paths.chat;
  const dropSession = () => {
    sessionStore.getState().clear();
    resetMemberState(client);
  };

  return (
    <>
      <LoadingCover loading={settings.isPending} />
      <Outlet />
      <Suspense fallback={null}>
        {/* The floating chat button is members only, so it lives in the member layer (chatButton implies a token). */}
        {token && !embeddedChat ? <MemberLayer chatButton={Boolean(chatButton)} /> : null}
        {hasNotice ? (
          <ErrorDialogs
            onUnauthorized={() => {
              dropSession();
              navigate(paths.home);
            }}
            onSessionInvalid={dropSession}
            onDeposit={() => navigate(memberPage('depositv2'))}
            formatDateTime={(iso) => formatDateTime(iso, language)}
          />
        ) : null}
        {domainFailed ? (
          <DomainCheckFailedModal
            onRetry={() => {
              // A stale stored merchant code also ends here: forget it and start over from the host.
              if (getMerchantCode()) {
                forgetMerchantCode();
                window.location.reload();
              } else retry();
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
