import type { CustomerServiceEntry } from '@arcadia/contract/system';
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { csButtonProps } from './cs-button-props';
import { openCustomerService } from './open-customer-service';

/** The several-entries case; split out because Menu brings the floating-ui positioning code. */
type Props = { entries: CustomerServiceEntry[]; variant: 'subtle' | 'default' | 'light'; defaultOpened?: boolean };

export default function CustomerServiceMenuList({ entries, variant, defaultOpened = false }: Props) {
  const { t } = useTranslation('system');
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <Button variant={variant} {...csButtonProps(t('cs.label'))} />
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
