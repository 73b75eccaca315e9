import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MAIN_NAV, paths } from '../../config/paths';

/** The main navigation links; `variant` picks header (desktop) or drawer (mobile) styling. */
export function MainNav({ variant, onNavigate }: { variant: 'header' | 'drawer'; onNavigate?: () => void }) {
  const { t } = useTranslation('system');
  return (
    <nav aria-label={t('nav.label')} className={variant === 'header' ? 'arcadia-header-nav' : undefined}>
      {MAIN_NAV.map((key) => (
        <NavLink
          key={key}
          to={paths[key]}
          end
          onClick={onNavigate}
          className={variant === 'header' ? 'arcadia-nav-link' : 'arcadia-drawer-link'}
        >
          {t(`nav.${key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
