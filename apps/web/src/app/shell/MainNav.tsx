import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MAIN_NAV, paths } from '../../config/paths';

// The strip's scrolling arrows load only once the links do not fit (English at 1280 px, Vietnamese):
// a strip that fits, as on the home route in its default language, keeps its script budget (ARCHITECTURE.md §5).
const HeaderNavStrip = lazy(() => import('./HeaderNavStrip'));

/** The main navigation links; `variant` picks header (desktop) or drawer (mobile) styling. */
export function MainNav({ variant, onNavigate }: { variant: 'header' | 'drawer'; onNavigate?: () => void }) {
  const { t } = useTranslation('system');
  const plainRef = useRef<HTMLElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = plainRef.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      if (el.scrollWidth - el.clientWidth > 1) setOverflows(true);
    });
    observer.observe(el);
    for (const link of Array.from(el.children)) observer.observe(link);
    return () => observer.disconnect();
  }, []);
  const links = MAIN_NAV.map((key) => (
    <NavLink
      key={key}
      to={paths[key]}
      end
      onClick={onNavigate}
      className={variant === 'header' ? 'arcadia-nav-link' : 'arcadia-drawer-link'}
    >
      {t(`nav.${key}`)}
    </NavLink>
  ));
  if (variant === 'drawer') return <nav aria-label={t('nav.label')}>{links}</nav>;
  const plain = (
    <nav ref={plainRef} aria-label={t('nav.label')} className="arcadia-header-nav">
      {links}
    </nav>
  );
  if (!overflows) return plain;
  return (
    <Suspense fallback={plain}>
      <HeaderNavStrip label={t('nav.label')}>{links}</HeaderNavStrip>
    </Suspense>
  );
}
