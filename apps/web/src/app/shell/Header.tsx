import { Box, Burger, Button, Container, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { CustomerServiceMenu, LanguagePicker } from '../../features/system';
import { Brand } from './Brand';
import { MainNav } from './MainNav';

/** Site header: brand, main navigation (burger + drawer below md), customer service, language, login. */
export function Header() {
  const { t } = useTranslation(['system', 'common']);
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <header className="arcadia-header">
      <Container size="lg" className="arcadia-header-inner">
        <Burger
          opened={opened}
          onClick={toggle}
          hiddenFrom="md"
          size="sm"
          color="var(--arcadia-header-text, #fff)"
          aria-label={t('system:nav.openMenu')}
          aria-expanded={opened}
          aria-controls="arcadia-mobile-nav"
        />
        <Brand />
        <Box visibleFrom="md">
          <MainNav variant="header" />
        </Box>
        <div className="arcadia-header-actions">
          <Box visibleFrom="sm">
            <CustomerServiceMenu />
          </Box>
          <LanguagePicker compact />
          <Button component={Link} to={paths.login} size="sm">
            {t('system:header.login')}
          </Button>
          <Button component={Link} to={paths.register} size="sm" variant="outline" visibleFrom="sm" className="arcadia-header-button">
            {t('system:header.register')}
          </Button>
        </div>
      </Container>
      <Drawer
        opened={opened}
        onClose={close}
        id="arcadia-mobile-nav"
        size="80%"
        title={t('system:nav.label')}
        closeButtonProps={{ 'aria-label': t('common:action.close') }}
        hiddenFrom="md"
      >
        <MainNav variant="drawer" onNavigate={close} />
        <Box mt="md">
          <CustomerServiceMenu variant="light" />
        </Box>
      </Drawer>
    </header>
  );
}
