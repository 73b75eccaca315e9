import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the last save of a site page did: its localised error, or "saved". */
export function SaveOutcome({ error, saved }: { error: Error | null; saved: boolean }) {
  const { t } = useTranslation('system/console');
  if (error)
    return (
      <Alert color="red" role="alert">
        {error.message}
      </Alert>
    );
  return saved ? (
    <Text size="sm" c="teal" role="status">
      {t('saved')}
    </Text>
  ) : null;
}
