import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
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
// Real-time toasts and the balance they refresh: members only, so a visitor never loads them.
const MemberRealtime = lazy(() => import('./MemberRealtime'));
// The person-to-person payment queue: real accounts only, loaded after sign-in.
const MemberPaymentQueue = lazy(() => import('./MemberPaymentQueue'));
// The consolidated contract modal: real accounts only, loaded after sign-in.
const MemberContracts = lazy(() => import('./MemberContracts'));

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
  const dropSession = () => {
    sessionStore.getState().clear();
    resetMemberState(client);
  };

  return (
    <>
      <LoadingCover loading={settings.isPending} />
      <Outlet />
      <Suspense fallback={null}>
        {token ? <MemberRealtime /> : null}
        {token ? <MemberPaymentQueue /> : null}
        {token ? <MemberContracts /> : null}
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
