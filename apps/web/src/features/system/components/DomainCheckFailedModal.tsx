import { customerServiceFor } from '@arcadia/contract/system';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorBus } from '../../../lib/error-bus';
import { useStatus } from '../api/get-status';
import { openCustomerService } from './open-customer-service';

/** domain_not_available (spec 000 §8): customer service and retry. */
export default function DomainCheckFailedModal({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['system', 'common']);
  const opened = useErrorBus((s) => s.domainCheckFailed);
  const setOpen = useErrorBus((s) => s.setDomainCheckFailed);
  const { data } = useStatus();
  const [service] = data ? customerServiceFor(data.info.customerService, null) : [];

  return (
    <Modal
      opened={opened}
      onClose={() => setOpen(false)}
      title={t('system:domain.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:action.close') }}
    >
      <Text mb="lg">{t('system:domain.body')}</Text>
      <Group justify="flex-end">
        {service ? (
          <Button variant="default" onClick={() => openCustomerService(service)}>
            {t('system:domain.contact')}
          </Button>
        ) : null}
        <Button
          data-autofocus
          onClick={() => {
            setOpen(false);
            onRetry();
          }}
        >
          {t('system:domain.retry')}
        </Button>
      </Group>
    </Modal>
  );
}
