import { Container } from '@mantine/core';
import { CustomerServiceMenu, LanguagePicker } from '../../features/system';
import { Brand } from './Brand';
import { Footer } from './Footer';
import { MainOutlet } from './SiteLayout';
import { SkipLink } from './SkipLink';

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
      <MainOutlet />
      <Footer />
    </>
  );
}
