import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className="arcadia-skip-link" href={`#${MAIN_ID}`}>
      {t('skipToContent')}
    </a>
  );
}
