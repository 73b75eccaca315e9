import { Anchor, Image, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A contact's QR image (WeChat and the like) with its link for those on the same phone. */
export default function QrModal({
  title,
  image,
  link,
  onClose,
}: {
  title: string;
  image: string;
  link: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('member-centre');
  return (
    <Modal opened onClose={onClose} title={title} centered size="xs" closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack align="center" gap="sm">
        <Image
          src={image}
          alt={t('rightBar.qrAlt', { name: title })}
          w={180}
          h={180}
          fit="contain"
          fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        />
        <Text size="sm">{t('rightBar.scan')}</Text>
        {link ? (
          <Anchor href={link} target="_blank" rel="noopener noreferrer">
            {t('rightBar.openLink')}
          </Anchor>
        ) : null}
      </Stack>
    </Modal>
  );
}
