import { lazy, Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LoadingCover } from '../../components/LoadingCover';
import { memberPage, paths } from '../../config/paths';
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
import { clearSession } from '../../lib/storage';

// Dialogs load when the first one is needed.
const ErrorDialogs = lazy(() => import('../../components/ErrorDialogs'));

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

  return (
    <>
      <LoadingCover loading={settings.isPending} />
      <Outlet />
      <Suspense fallback={null}>
        {hasNotice ? (
          <ErrorDialogs
            onUnauthorized={() => {
              clearSession();
              navigate(paths.home);
            }}
            onSessionInvalid={clearSession}
            onDeposit={() => navigate(memberPage('depositv2'))}
            formatDateTime={(iso) => formatDateTime(iso, language)}
          />
        ) : null}
        {domainFailed ? <DomainCheckFailedModal onRetry={retry} /> : null}
      </Suspense>
    </>
  );
}
