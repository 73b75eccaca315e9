import { ACCOUNT_ERRORS } from '@arcadia/contract/accounts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageNotice } from '../../../components/PageNotice';
import { paths } from '../../../config/paths';
import { useSessionStore } from '../../../features/session';

/**
 * Member-only pages: without a token they redirect to /login; a type 4 (free play) account
 * opening the member centre gets in_please_account (spec 000 §5).
 */
export function RequireMember({
  children,
  realOnly,
  title,
}: {
  children: ReactNode;
  realOnly: boolean;
  /** The refusal's heading: the page's own name (the agent centre is not the member centre). */
  title?: string;
}) {
  const { t } = useTranslation('accounts');
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const signedOut = useSessionStore((s) => s.signedOut);
  // After a sign-out the page is already on its way home; only a visitor who never signed in goes to /login.
  if (!token) return signedOut ? null : <Navigate to={paths.login} replace />;
  if (realOnly && isAgent === 4) {
    return <PageNotice title={title ?? t('notice.title')} body={t(`notice.${ACCOUNT_ERRORS.pleaseAccount}`)} homeHref={paths.home} />;
  }
  return children;
}
