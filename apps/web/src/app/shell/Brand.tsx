import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useConsolidatedSettings } from '../../features/system';

/** Merchant logo and name, linking home. The logo may be a data: URL or a path. */
export function Brand() {
  const { t } = useTranslation('system');
  const { data } = useConsolidatedSettings();
  const name = data?.merchant.name ?? '';
  const logo = data?.templates.logoUrl;
  return (
    <Link to={paths.home} className="arcadia-brand" aria-label={name ? t('header.homeLink', { name }) : undefined}>
      {/* The name is written beside the logo, so the image is decorative to a screen reader. */}
      {logo ? <img src={logo} alt="" /> : null}
      <span>{name}</span>
    </Link>
  );
}
