import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The parts of a finance approval request (ADR 045) the banner shows. */
export type PendingItem = { id: number; requestedBy: string; reason: string };

/**
 * A rule change that waits for a second operator (ADR 045): what was asked, by whom, and where it is
 * decided. Nothing of it is in force until then. Below the features: five features' rule pages show it
 * (ADR 054); its strings are in `common/console`.
 */
export function PendingChange({ item }: { item: PendingItem }) {
  const { t } = useTranslation('common/console');
  return (
    <Alert color="yellow" role="status" p="xs" title={t('pendingChange.title')}>
      <Text size="sm">{t('pendingChange.waiting', { id: item.id, by: item.requestedBy })}</Text>
      {/* The server refuses any other change of this config meanwhile (finance_payout_pending). */}
      <Text size="sm">{t('pendingChange.blocked')}</Text>
      <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {/* The reason is the server's record of the request, shown as written. */}
        {t('pendingChange.what')} {item.reason}
      </Text>
    </Alert>
  );
}
