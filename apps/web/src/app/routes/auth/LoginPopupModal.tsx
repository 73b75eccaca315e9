import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SignInPanel } from './SignInPanel';

/** loginPopupModal (spec 000 §2): the same sign-in panel, for merchants that hide the inline inputs. */
export default function LoginPopupModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="md"
      withCloseButton
      aria-labelledby="login-popup-title"
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      <SignInPanel headingId="login-popup-title" onDone={onClose} />
    </Modal>
  );
}
