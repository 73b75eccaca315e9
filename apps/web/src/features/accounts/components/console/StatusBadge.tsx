import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A member's status, green when active. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('accounts/console');
  return (
    <Badge color={status === 'active' ? 'green' : 'red'} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
