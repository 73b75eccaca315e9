import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSessionStore } from '../../features/session';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_ID, SkipLink } from './SkipLink';

// The right bar is not needed for the first paint: it loads after the page.
const RightBar = lazy(() => import('./RightBar'));
const FIRST_INTERACTION = ['pointermove', 'pointerdown', 'scroll', 'keydown', 'touchstart'] as const;

/**
 * Members get the right bar at once; a visitor's first load skips it (the home budget) and
 * fetches it on the first sign of use — a pointer move, touch, key or scroll.
 */
function useRightBarWanted(): boolean {
  const token = useSessionStore((s) => s.token);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (touched) return;
    const on = () => setTouched(true);
    for (const e of FIRST_INTERACTION) window.addEventListener(e, on, { once: true, passive: true });
    return () => {
      for (const e of FIRST_INTERACTION) window.removeEventListener(e, on);
    };
  }, [touched]);
  return touched || token !== null;
}

export function PageFallback() {
  return (
    <Center py={80}>
      <Loader aria-hidden="true" />
    </Center>
  );
}

/** The page's main landmark (the skip link's target) with the current route inside. */
export function MainOutlet() {
  return (
    <main id={MAIN_ID} className="arcadia-main" tabIndex={-1}>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

/** The full site: header with navigation, main content, footer. */
export function SiteLayout() {
  const rightBar = useRightBarWanted();
  // The in-app game page keeps the screen to the game: no floating right bar (spec 000 §2).
  const onGame = useLocation().pathname === paths.seamless;
  return (
    <>
      <SkipLink />
      <Header />
      <MainOutlet />
      <Footer />
      <Suspense fallback={null}>{rightBar && !onGame ? <RightBar /> : null}</Suspense>
    </>
  );
}
