import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ComingSoon';
import { paths } from '../../../config/paths';

/** Pages a later issue delivers; `titleKey` names the page under `system:page.`. */
export default function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('system');
  return <ComingSoon title={t(`page.${titleKey}`)} homeHref={paths.home} />;
}
