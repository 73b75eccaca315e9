import { Alert, Loader } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { useCashierSettings } from '../api/cashier';

/** What a cashier page shows until its settings are there: a loader, or why they are not. */
export function settingsFallback(settings: ReturnType<typeof useCashierSettings>, t: TFunction): ReactNode {
  if (settings.isPending) return <Loader size="sm" role="status" aria-label={t('loading')} />;
  return (
    <Alert color="red" role="alert">
      {settings.error instanceof ApiError && settings.error.message ? settings.error.message : t('error.generic')}
    </Alert>
  );
}
