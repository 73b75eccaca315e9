import { hasAgentCentre } from '@arcadia/contract/member-centre';
import { Box, Button, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../features/session';
import { CustomerServiceMenu, LanguagePicker } from '../../features/system';
import { useOpenCentre } from '../member-centre/open-centre';
import { MainNav } from './MainNav';
import { ReferralButton } from './ReferralButton';

/** Navigation drawer below the md breakpoint; loaded on first open. */
export default function MobileNavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['system', 'common', 'member-centre']);
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const openCentre = useOpenCentre();
  // Phones have no room for the centre buttons in the header (nor a right bar): they live here.
  const centre = (kind: 'member' | 'agent') => (
    <Button
      variant="light"
      fullWidth
      onClick={() => {
        onClose();
        openCentre(kind);
      }}
      data-testid={`nav-open-${kind}-centre`}
    >
      {t(`member-centre:${kind}.title`)}
    </Button>
  );
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
      <Stack mt="md" gap="xs">
        {token && isAgent !== 4 ? centre('member') : null}
        {token && hasAgentCentre(isAgent ?? undefined) ? centre('agent') : null}
        <ReferralButton className="arcadia-nav-referral" onLeave={onClose} />
        <CustomerServiceMenu variant="light" />
        {/* Signed in, the phone header leaves the language to this drawer (Header.tsx). */}
        {token ? (
          <Box hiddenFrom="sm">
            <LanguagePicker />
          </Box>
        ) : null}
      </Stack>
    </Drawer>
  );
}
