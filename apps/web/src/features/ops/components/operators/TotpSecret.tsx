import { Alert, Box, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OtpQr } from './OtpQr';

/** The authenticator secret, shown once after creation or a reset: the operator enrols it before their first sign-in. */
export function TotpSecret({ username, secret, uri, onClose }: { username: string; secret: string; uri: string; onClose(): void }) {
  const { t } = useTranslation('ops/operators');
  return (
    <Alert color="yellow" title={t('secret.title', { username })} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('secret.hint')}</Text>
        {/* The code to scan beside the text to copy; on a phone the text wraps under it. */}
        <Group align="flex-start" gap="md">
          <Box bg="white" p={4} style={{ borderRadius: 4, lineHeight: 0 }}>
            <OtpQr uri={uri} label={t('secret.qr', { username })} />
          </Box>
          <Stack gap="xs" style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {t('secret.key')}
            </Text>
            <Code block data-testid="totp-secret">
              {secret}
            </Code>
            <Text size="sm" fw={600}>
              {t('secret.uri')}
            </Text>
            <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {uri}
            </Code>
          </Stack>
        </Group>
        <Button size="xs" variant="light" onClick={onClose} w="fit-content">
          {t('secret.done')}
        </Button>
      </Stack>
    </Alert>
  );
}
