import { customerServiceFor } from '@arcadia/contract/system';
import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { IconHeadset } from '../../../components/icons';
import { useConsolidatedSettings } from '../api/get-consolidated-settings';
import { openCustomerService } from './open-customer-service';

export { openCustomerService } from './open-customer-service';

const CustomerServiceMenuList = lazy(() => import('./CustomerServiceMenuList'));

/** Header button: one entry opens directly, several open a menu. Member labels arrive with the session issue. */
export function CustomerServiceMenu({ variant = 'subtle' }: { variant?: 'subtle' | 'default' | 'light' }) {
  const { t } = useTranslation('system');
  const { data } = useConsolidatedSettings();
  const entries = data ? customerServiceFor(data.customerService, null) : [];
  const [only] = entries;
  if (!only) return null;

  const single = (
    <Button
      variant={variant}
      color="inherit"
      leftSection={<IconHeadset size={18} />}
      onClick={() => openCustomerService(only)}
      className="arcadia-header-button"
    >
      {t('cs.label')}
    </Button>
  );
  if (entries.length === 1) return single;
  return (
    <Suspense fallback={null}>
      <CustomerServiceMenuList entries={entries} variant={variant} />
    </Suspense>
  );
}
