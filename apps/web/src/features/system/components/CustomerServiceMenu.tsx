import { type CustomerServiceEntry, customerServiceFor } from '@arcadia/contract/system';
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconHeadset } from '../../../components/icons';
import { useConsolidatedSettings } from '../api/get-consolidated-settings';

/** Spec 000 §9: the customer service window is 440 x 750. */
const POPUP_FEATURES = 'width=440,height=750,noopener,noreferrer';

export function openCustomerService(entry: CustomerServiceEntry): void {
  if (entry.target === 'popup') window.open(entry.path, 'customer-service', POPUP_FEATURES);
  else if (entry.target === '_self') window.location.assign(entry.path);
  else window.open(entry.path, '_blank', 'noopener,noreferrer');
}

/** Header button: one entry opens directly, several open a menu. Member labels arrive with the session issue. */
export function CustomerServiceMenu({ variant = 'subtle' }: { variant?: 'subtle' | 'default' | 'light' }) {
  const { t } = useTranslation('system');
  const { data } = useConsolidatedSettings();
  const entries = data ? customerServiceFor(data.customerService, null) : [];
  if (entries.length === 0) return null;

  const label = t('cs.label');
  const [only] = entries;
  if (entries.length === 1 && only) {
    return (
      <Button variant={variant} color="inherit" leftSection={<IconHeadset size={18} />} onClick={() => openCustomerService(only)} className="arcadia-header-button">
        {label}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant={variant} color="inherit" leftSection={<IconHeadset size={18} />} className="arcadia-header-button" aria-haspopup="menu">
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('cs.menu')}>
        {entries.map((e) => (
          <Menu.Item key={`${e.csType}-${e.path}`} onClick={() => openCustomerService(e)}>
            {e.title || e.csType}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
