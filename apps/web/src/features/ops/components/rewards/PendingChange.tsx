import type { Adjustment } from '@arcadia/contract/finance';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A rule change that waits for a second operator (ADR 045): what was asked, by whom, and where it is
 * decided. Nothing of it is in force until then.
 */
export function PendingChange({ item }: { item: Adjustment }) {
  const { t } = useTranslation('ops/rewards');
  return (
    <Alert color="yellow" role="status" p="xs" title={t('pending.title')}>
      <Text size="sm">{t('pending.waiting', { id: item.id, by: item.requestedBy })}</Text>
      {/* The server refuses any other change of this config meanwhile (finance_payout_pending). */}
      <Text size="sm">{t('pending.blocked')}</Text>
      <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {/* The reason is the server's record of the request, shown as written. */}
        {t('pending.what')} {item.reason}
      </Text>
    </Alert>
  );
}
