import { Box, Burger, Button, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OnDemand } from '../../components/LoadingCover';
import { paths } from '../../config/paths';
import { useSessionStore } from '../../features/session';
import { CustomerServiceMenu, LanguagePicker, useConsolidatedSettings } from '../../features/system';
import { Brand } from './Brand';
import { MainNav } from './MainNav';

const MobileNavDrawer = lazy(() => import('./MobileNavDrawer'));
// Signed-in parts load only for members, so a visitor's first load stays small.
const HeaderMemberBar = lazy(() => import('./HeaderMemberBar'));
const LoginPopupModal = lazy(() => import('../routes/auth/LoginPopupModal'));

/** Site header: brand, main navigation (burger + drawer below md), customer service, language, login. */
export function Header() {
  const { t } = useTranslation(['system', 'common']);
  const [opened, { toggle, close }] = useDisclosure(false);
  // Mount the drawer after the first open only, so its code stays out of the first load.
  const [everOpened, setEverOpened] = useState(false);
  const token = useSessionStore((s) => s.token);
  const loginPop = useConsolidatedSettings().data?.loginPop ?? false;
  const [popup, setPopup] = useState(false);
  const ref = useRef<HTMLElement>(null);
  // Toasts open below the header (app.css), never over its balance, centres and sign-out: a draw
  // result that lay 4.5 s on the member-centre button took the click meant for it.
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--arcadia-header-h', `${header.offsetHeight}px`));
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.removeProperty('--arcadia-header-h');
    };
  }, []);
  return (
    // A member's header also carries balances, centres and the info bar: there the links take a
    // row of their own on desktops, where beside it only the first two or three fitted at 1280 px.
    <header ref={ref} className={token ? 'arcadia-header arcadia-header-member' : 'arcadia-header'}>
      <Container size="xl" className="arcadia-header-inner">
        <Burger
          opened={opened}
          onClick={() => {
            setEverOpened(true);
            toggle();
          }}
          hiddenFrom="md"
          size="sm"
          color="var(--arcadia-header-text, #fff)"
          aria-label={t('system:nav.openMenu')}
          aria-expanded={opened}
          aria-controls="arcadia-mobile-nav"
        />
        <Brand />
        <Box visibleFrom="md" className="arcadia-header-navbox">
          <MainNav variant="header" />
        </Box>
        <div className="arcadia-header-actions">
          <Box visibleFrom="lg">
            <CustomerServiceMenu />
          </Box>
          {/* A member's phone header has no room for it beside balance and name: the brand shrank to
              "A…" (issue 29). There it moves into the menu drawer. */}
          {token ? (
            <Box visibleFrom="sm">
              <LanguagePicker compact />
            </Box>
          ) : (
            <LanguagePicker compact />
          )}
          {token ? (
            <Suspense fallback={null}>
              <HeaderMemberBar />
            </Suspense>
          ) : (
            <>
              {loginPop ? (
                <Button size="sm" onClick={() => setPopup(true)}>
                  {t('system:header.login')}
                </Button>
              ) : (
                <Button component={Link} to={paths.login} size="sm">
                  {t('system:header.login')}
                </Button>
              )}
              <Button component={Link} to={paths.register} size="sm" variant="outline" visibleFrom="lg" className="arcadia-header-button">
                {t('system:header.register')}
              </Button>
            </>
          )}
        </div>
      </Container>
      {popup && !token ? (
        <OnDemand>
          <LoginPopupModal opened onClose={() => setPopup(false)} />
        </OnDemand>
      ) : null}
      {everOpened ? (
        <OnDemand>
          <MobileNavDrawer opened={opened} onClose={close} />
        </OnDemand>
      ) : null}
    </header>
  );
}
