import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconHeadset } from '../../../components/icons';
import { useCustomerService } from '../api/get-customer-service';
import { useCustomerServiceScript } from '../hooks/use-cs-script';
import { openEntry } from './open-entry';

/** One entry opens directly; several open a menu (spec 001 §2). Entries follow the member's club label. */
export function CustomerServiceButton({ signedIn, variant = 'light' }: { signedIn: boolean; variant?: 'light' | 'subtle' | 'default' }) {
  const { t } = useTranslation('support');
  useCustomerServiceScript();
  const { data } = useCustomerService(signedIn);
  const entries = data ?? [];
  const [only] = entries;
  if (!only) return null;
  const icon = <IconHeadset size={18} />;
  if (entries.length === 1)
    return (
      <Button variant={variant} leftSection={icon} onClick={() => openEntry(only)}>
        {t('cs.label')}
      </Button>
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant={variant} leftSection={icon}>
          {t('cs.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('cs.choose')}</Menu.Label>
        {entries.map((e) => (
          <Menu.Item key={`${e.csType}-${e.title}`} onClick={() => openEntry(e)}>
            {e.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export default CustomerServiceButton;
