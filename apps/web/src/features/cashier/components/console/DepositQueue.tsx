import type { Language } from '@arcadia/contract';
import type { OpsCashierQueueItem } from '@arcadia/contract/ops';
import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { formatDateTime } from '../../../../lib/format';
import { type Decision, useDecideRequest } from '../../api/console/decide-request';
import { type QueueKind, useCashierQueue } from '../../api/console/get-queue';

function QueueItem({ code, item, canDecide }: { code: string; item: OpsCashierQueueItem; canDecide: boolean }) {
  const { t, i18n } = useTranslation('cashier/console');
  const decide = useDecideRequest(code);
  const [remarks, setRemarks] = useState('');
  const [missing, setMissing] = useState(false);
  const act = (decision: Decision) => {
    // A rejection tells the member why: the remark is required there.
    if (decision === 'reject' && !remarks.trim()) {
      setMissing(true);
      return;
    }
    decide.mutate({ id: item.id, decision, remarks: remarks.trim() });
  };
  return (
    <Card
      withBorder
      padding="sm"
      component="li"
      aria-label={t(item.kind === 'deposit' ? 'deposits.item' : 'deposits.withdrawItem', { id: item.id, account: item.account })}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text fw={600}>
            {item.account} · {item.amount}
          </Text>
          <Text size="xs" c="dimmed">
            #{item.id} · {t('deposits.reference')}: {item.reference || '—'} · {item.channel} ·{' '}
            {formatDateTime(item.createdAt, i18n.language as Language)}
          </Text>
        </Stack>
      </Group>
      {canDecide ? (
        <Stack gap="xs" mt="xs">
          <Textarea
            label={t('deposits.remarks')}
            value={remarks}
            maxLength={140}
            autosize
            minRows={1}
            error={missing ? t('deposits.remarksRequired') : null}
            onChange={(e) => {
              setRemarks(e.currentTarget.value);
              setMissing(false);
            }}
          />
          {decide.error ? (
            <Alert color="red" role="alert">
              {decide.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button
              color="red"
              variant="light"
              loading={decide.isPending && decide.variables?.decision === 'reject'}
              onClick={() => act('reject')}
            >
              {t('deposits.reject')}
            </Button>
            <Button color="green" loading={decide.isPending && decide.variables?.decision === 'approve'} onClick={() => act('approve')}>
              {t('deposits.approve')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Card>
  );
}

/**
 * Pending deposits or withdrawals, oldest first. Approving a deposit credits the member; approving a
 * withdrawal pays out the held money, rejecting it gives the money back. The member is notified.
 */
export default function DepositQueue({ code, can }: ConsolePageProps) {
  const canDecide = can('finance');
  const { t } = useTranslation('cashier/console');
  const [kind, setKind] = useState<QueueKind>('deposit');
  const queue = useCashierQueue(code, kind);
  return (
    <Stack>
      <SegmentedControl
        aria-label={t('deposits.kind')}
        value={kind}
        onChange={(v) => setKind(v as QueueKind)}
        data={[
          { value: 'deposit', label: t('deposits.deposits') },
          { value: 'withdraw', label: t('deposits.withdrawals') },
        ]}
        maw={360}
      />
      <Text size="sm" c="dimmed">
        {t(kind === 'deposit' ? 'deposits.intro' : 'deposits.withdrawIntro')}
      </Text>
      <QueryState loading={queue.isPending} error={queue.error} empty={queue.data?.length === 0} onRetry={() => void queue.refetch()}>
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {queue.data?.map((item) => (
            <QueueItem key={item.id} code={code} item={item} canDecide={canDecide} />
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
}
