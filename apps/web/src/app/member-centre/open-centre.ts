import { ACCOUNT_ERRORS } from '@arcadia/contract/accounts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { type CentreKind, openAgentCentre, openMemberCentre } from '../../features/member-centre';
import { sessionStore } from '../../features/session';
import { errorBus } from '../../lib/error-bus';

/**
 * Opens a centre the way spec 000 §5 asks: no token goes to /login, a type 4 account gets
 * in_please_account, anyone else gets the overlay (which then picks the page once loaded).
 */
export function useOpenCentre() {
  const navigate = useNavigate();
  const { t } = useTranslation('accounts');
  return (kind: CentreKind, page?: string) => {
    const { token, isAgent } = sessionStore.getState();
    if (!token) {
      void navigate(paths.login);
      return;
    }
    if (isAgent === 4) {
      errorBus.push({ action: 'warning', text: t(`notice.${ACCOUNT_ERRORS.pleaseAccount}`) });
      return;
    }
    if (kind === 'member') openMemberCentre(page);
    else openAgentCentre(page);
  };
}
