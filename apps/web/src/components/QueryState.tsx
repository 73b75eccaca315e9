import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading, error (with retry) and empty states shared by the console's pages, whichever feature owns them. */
export function QueryState({
  loading,
  error,
  empty,
  onRetry,
  children,
}: {
  loading: boolean;
  error: Error | null;
  empty: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common/console');
  if (loading)
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Loader size="sm" role="img" aria-label={t('queryState.loading')} />
      </Center>
    );
  if (error)
    return (
      <Alert color="red" title={t('queryState.error')} role="alert">
        <Text size="sm" mb="xs">
          {error.message}
        </Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('queryState.retry')}
        </Button>
      </Alert>
    );
  if (empty)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('queryState.empty')}
      </Text>
    );
  return <>{children}</>;
}
