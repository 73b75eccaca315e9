import { Alert, Button, Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The notice and news boards while their list loads. */
export function Waiting() {
  const { t } = useTranslation('inbox');
  return (
    <Group justify="center" py="xl">
      <Loader role="status" aria-label={t('loading')} />
    </Group>
  );
}

/** A list that did not load, with a retry. */
export function Failed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('inbox');
  return (
    <Alert color="red" role="alert" title={t('error')}>
      <Button size="xs" variant="light" onClick={retry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
