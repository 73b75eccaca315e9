import { Alert, Button, Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The authenticator secret, shown once after creation or a reset: the operator enrols it before their first sign-in. */
export function TotpSecret({ username, secret, uri, onClose }: { username: string; secret: string; uri: string; onClose(): void }) {
  const { t } = useTranslation('ops/operators');
  return (
    <Alert color="yellow" title={t('secret.title', { username })} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('secret.hint')}</Text>
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
        <Button size="xs" variant="light" onClick={onClose} w="fit-content">
          {t('secret.done')}
        </Button>
      </Stack>
    </Alert>
  );
}
