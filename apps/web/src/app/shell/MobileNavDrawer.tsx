import { Box, Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CustomerServiceMenu } from '../../features/system';
import { MainNav } from './MainNav';

/** Navigation drawer below the md breakpoint; loaded on first open. */
export default function MobileNavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['system', 'common']);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      id="arcadia-mobile-nav"
      size="80%"
      title={t('system:nav.label')}
      closeButtonProps={{ 'aria-label': t('common:action.close') }}
      hiddenFrom="md"
    >
      <MainNav variant="drawer" onNavigate={onClose} />
      <Box mt="md">
        <CustomerServiceMenu variant="light" />
      </Box>
    </Drawer>
  );
}
