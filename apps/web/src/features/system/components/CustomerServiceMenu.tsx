import { customerServiceFor } from '@arcadia/contract/system';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsolidatedSettings } from '../api/get-consolidated-settings';
import { csButtonProps } from './cs-button-props';
import { openCustomerService } from './open-customer-service';

export { openCustomerService } from './open-customer-service';

const loadMenuList = () => import('./CustomerServiceMenuList');
const CustomerServiceMenuList = lazy(loadMenuList);

/** Header button: one entry opens directly, several open a menu. Member labels arrive with the session issue. */
export function CustomerServiceMenu({ variant = 'subtle' }: { variant?: 'subtle' | 'default' | 'light' }) {
  const { t } = useTranslation('system');
  const { data } = useConsolidatedSettings();
  // The menu (with its positioning code) loads on first use, not with the page.
  const [menuWanted, setMenuWanted] = useState(false);
  const entries = data ? customerServiceFor(data.customerService, null) : [];
  const [only] = entries;
  if (!only) return null;

  const single = <Button variant={variant} {...csButtonProps(t('cs.label'))} onClick={() => openCustomerService(only)} />;
  if (entries.length === 1) return single;
  const trigger = (
    <Button
      variant={variant}
      {...csButtonProps(t('cs.label'))}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenuList()}
      onFocus={() => void loadMenuList()}
      onClick={() => setMenuWanted(true)}
    />
  );
  if (!menuWanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <CustomerServiceMenuList entries={entries} variant={variant} defaultOpened />
    </Suspense>
  );
}
