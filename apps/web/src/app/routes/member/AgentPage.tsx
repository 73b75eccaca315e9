import { hasAgentCentre } from '@arcadia/contract/member-centre';
import { useTranslation } from 'react-i18next';
import { PageNotice } from '../../../components/PageNotice';
import { paths } from '../../../config/paths';
import { useSessionStore } from '../../../features/session';
import { CentreRoute } from './CentreRoute';
import { RequireMember } from './RequireMember';

/** /agent: the agent centre as a page, for agent accounts (isAgent 1, 2, 41, 42) only. */
export default function AgentPage() {
  const { t } = useTranslation('member-centre');
  const isAgent = useSessionStore((s) => s.isAgent);
  return (
    <RequireMember realOnly title={t('agent.title')}>
      {isAgent !== null && !hasAgentCentre(isAgent) ? (
        <PageNotice title={t('agent.title')} body={t('agent.only')} homeHref={paths.home} />
      ) : (
        <CentreRoute kind="agent" />
      )}
    </RequireMember>
  );
}
