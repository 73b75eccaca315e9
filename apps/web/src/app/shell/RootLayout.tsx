import { Outlet, useNavigate } from 'react-router';
import { ErrorDialogs } from '../../components/ErrorDialogs';
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
import { formatDateTime } from '../../lib/format';
import { clearSession } from '../../lib/storage';

/** Cross-cutting shell behaviour shared by every page: gates, SEO, language, global dialogs. */
export function RootLayout() {
  const navigate = useNavigate();
  const language = useShellStore((s) => s.language);
  const settings = useConsolidatedSettings();
  useMerchantLanguage();
  useStatusGate();
  useSeo();
  const { retry } = useDomainSelection();

  return (
    <>
      <LoadingCover loading={settings.isPending} />
      <Outlet />
      <ErrorDialogs
        onUnauthorized={() => {
          clearSession();
          navigate(paths.home);
        }}
        onSessionInvalid={clearSession}
        onDeposit={() => navigate(memberPage('depositv2'))}
        formatDateTime={(iso) => formatDateTime(iso, language)}
      />
      <DomainCheckFailedModal onRetry={retry} />
    </>
  );
}
