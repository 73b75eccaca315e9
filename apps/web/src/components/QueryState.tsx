import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading, error (with retry) and empty states shared by the console's panels. */
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
  const { t } = useTranslation('ops');
  if (loading)
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Loader size="sm" role="img" aria-label={t('state.loading')} />
      </Center>
    );
  if (error)
    return (
      <Alert color="red" title={t('state.error')} role="alert">
        <Text size="sm" mb="xs">
          {error.message}
        </Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      </Alert>
    );
  if (empty)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('state.empty')}
      </Text>
    );
  return <>{children}</>;
}
