import type { Language } from '@arcadia/contract';
import type { OpsPaymentConfirmation } from '@arcadia/contract/payment-confirmation';
import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { type DisputeOutcome, proofPath, useDisputes, useResolveDispute } from '../../api/finance/disputes';
import { QueryState } from '../QueryState';
import { OpsImage } from './OpsImage';
import type { FinancePageProps as OpsPageProps } from './page-props';

function Dispute({ code, item, canDecide }: { code: string; item: OpsPaymentConfirmation; canDecide: boolean }) {
  const { t, i18n } = useTranslation('ops/finance');
  const resolve = useResolveDispute(code);
  const [remarks, setRemarks] = useState('');
  const [asking, setAsking] = useState<DisputeOutcome['outcome'] | null>(null);
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
        <Stack gap="xs" mt="xs">
          <TextInput label={t('disputes.remarks')} value={remarks} maxLength={140} onChange={(e) => setRemarks(e.currentTarget.value)} />
          {resolve.error ? (
            <Alert color="red" role="alert">
              {resolve.error.message}
            </Alert>
          ) : null}
          {asking ? (
            <Group justify="flex-end" wrap="wrap">
              <Text size="sm">{t(asking === 'paid' ? 'disputes.confirmPaid' : 'disputes.confirmUnpaid', { amount: item.amount })}</Text>
              <Button variant="default" size="xs" onClick={() => setAsking(null)}>
                {t('approvals.cancel')}
              </Button>
              <Button
                size="xs"
                loading={resolve.isPending}
                onClick={() => resolve.mutate({ id: item.payDetailId, outcome: asking, remarks: remarks.trim() })}
              >
                {t('disputes.confirm')}
              </Button>
            </Group>
          ) : (
            <Group justify="flex-end" wrap="wrap">
              <Button size="xs" variant="light" onClick={() => setAsking('unpaid')}>
                {t('disputes.unpaid')}
              </Button>
              <Button size="xs" onClick={() => setAsking('paid')}>
                {t('disputes.paid')}
              </Button>
            </Group>
          )}
        </Stack>
      ) : null}
    </Card>
  );
}

/** Person-to-person payments a member says never arrived, with the proof they uploaded. */
export default function DisputesPage({ code, can }: OpsPageProps) {
  const { t } = useTranslation('ops/finance');
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
