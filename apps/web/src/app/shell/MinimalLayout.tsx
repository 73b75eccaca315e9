import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CustomerServiceMenu, LanguagePicker } from '../../features/system';
import { Brand } from './Brand';
import { Footer } from './Footer';
import { PageFallback } from './SiteLayout';
import { MAIN_ID, SkipLink } from './SkipLink';

/** Login and maintenance: logo, language picker and customer service, without the site navigation. */
export function MinimalLayout() {
  return (
    <>
      <SkipLink />
      <header className="arcadia-header">
        <Container size="xl" className="arcadia-header-inner">
          <Brand />
          <div className="arcadia-header-actions">
            <CustomerServiceMenu />
            <LanguagePicker compact />
          </div>
        </Container>
      </header>
      <main id={MAIN_ID} className="arcadia-main" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
