import type { Language } from '@arcadia/contract';
import type { OpsPaymentConfirmation } from '@arcadia/contract/payment-confirmation';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../lib/format';
import { proofPath, useDisputes, useResolveDispute } from '../api/disputes';
import { DecisionControls } from './DecisionControls';
import { OpsImage } from './OpsImage';
import type { FinancePageProps as OpsPageProps } from './page-props';

function Dispute({ code, item, canDecide }: { code: string; item: OpsPaymentConfirmation; canDecide: boolean }) {
  const { t, i18n } = useTranslation('finance');
  const resolve = useResolveDispute(code);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language as Language) : '—');
  return (
    <Card withBorder padding="sm" component="li" aria-label={t('disputes.item', { id: item.payDetailId, account: item.account })}>
      <Group align="flex-start" justify="space-between" wrap="wrap" gap="md">
        <Stack gap={2}>
          <Text fw={600}>
            {item.account} · {item.amount}
          </Text>
          <Text size="sm">{t('disputes.payer', { payer: item.payerAccount })}</Text>
          <Text size="xs" c="dimmed">
            #{item.payDetailId} · {t('disputes.reference')}: {item.reference || '—'} · {when(item.createdAt)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('disputes.disputedAt', { when: when(item.decidedAt) })}
          </Text>
        </Stack>
        {item.hasProof ? (
          <OpsImage path={proofPath(code, item.payDetailId)} alt={t('disputes.proof', { id: item.payDetailId })} />
        ) : (
          <Text size="xs" c="dimmed">
            {t('disputes.noProof')}
          </Text>
        )}
      </Group>
      {canDecide ? (
        <DecisionControls
          pending={resolve.isPending}
          error={resolve.error}
          actions={(['unpaid', 'paid'] as const).map((outcome) => ({
            key: outcome,
            label: t(`disputes.${outcome}`),
            confirm: t(outcome === 'paid' ? 'disputes.confirmPaid' : 'disputes.confirmUnpaid', { amount: item.amount }),
            primary: outcome === 'paid',
            run: (remarks) => resolve.mutate({ id: item.payDetailId, outcome, remarks }),
          }))}
        />
      ) : null}
    </Card>
  );
}

/** Person-to-person payments a member says never arrived, with the proof they uploaded. */
export default function DisputesPage({ code, can }: OpsPageProps) {
  const { t } = useTranslation('finance');
  const list = useDisputes(code);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('disputes.intro')}
      </Text>
      <QueryState loading={list.isPending} error={list.error} empty={list.data?.length === 0} onRetry={() => void list.refetch()}>
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data?.map((item) => (
            <Dispute key={item.payDetailId} code={code} item={item} canDecide={can('finance')} />
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
}
