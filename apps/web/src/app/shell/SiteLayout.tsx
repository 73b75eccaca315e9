import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_ID, SkipLink } from './SkipLink';

// The right bar is not needed for the first paint: it loads after the page.
const RightBar = lazy(() => import('./RightBar'));

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
  return (
    <>
      <SkipLink />
      <Header />
      <MainOutlet />
      <Footer />
      <Suspense fallback={null}>
        <RightBar />
      </Suspense>
    </>
  );
}
