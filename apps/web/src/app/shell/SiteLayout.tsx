import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_ID, SkipLink } from './SkipLink';

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
    </>
  );
}
