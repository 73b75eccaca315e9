import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ComingSoon';
import { paths } from '../../../config/paths';
import { RequireMember } from './RequireMember';

/** /agent: needs a signed-in account; the agent centre itself arrives later. */
export default function AgentPage() {
  const { t } = useTranslation('system');
  return (
    <RequireMember realOnly={false}>
      <ComingSoon title={t('page.agent')} homeHref={paths.home} />
    </RequireMember>
  );
}
