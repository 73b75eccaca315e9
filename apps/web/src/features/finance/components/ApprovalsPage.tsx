import { type Adjustment, RULE_PAYOUT_KINDS } from '@arcadia/contract/finance';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/Pager';
import { QueryState } from '../../../components/QueryState';
import { type AdjustmentDecision, useAdjustments, useDecideAdjustment } from '../api/adjustments';
import { AdjustmentTable } from './AdjustmentTable';
import type { FinancePageProps as OpsPageProps } from './page-props';

const SIZE = 20;
/** Prize tables and rule configs pay no one now: approving puts the table or rule in force (ADR 045). */
const RULES: readonly string[] = RULE_PAYOUT_KINDS;

/** Approve or reject, each behind a confirmation that repeats what will happen. */
function Decide({ code, item }: { code: string; item: Adjustment }) {
  const { t } = useTranslation('finance');
  const decide = useDecideAdjustment(code);
  const [asking, setAsking] = useState<AdjustmentDecision['decision'] | null>(null);
  const [note, setNote] = useState('');
  if (!asking)
    return (
      <Group gap="xs" wrap="nowrap">
        <Button
          size="compact-sm"
          color="green"
          onClick={() => setAsking('approve')}
          aria-label={t('approvals.approveOne', { id: item.id })}
        >
          {t('approvals.approve')}
        </Button>
        <Button
          size="compact-sm"
          color="red"
          variant="light"
          onClick={() => setAsking('reject')}
          aria-label={t('approvals.rejectOne', { id: item.id })}
        >
          {t('approvals.reject')}
        </Button>
      </Group>
    );
  return (
    <Stack gap={6} miw={240} maw={300}>
      <Text size="sm">
        {RULES.includes(item.kind)
          ? t(asking === 'approve' ? 'approvals.confirmApproveRule' : 'approvals.confirmRejectRule', { reason: item.reason })
          : t(asking === 'approve' ? 'approvals.confirmApprove' : 'approvals.confirmReject', {
              amount: item.amount,
              account: item.account,
            })}
      </Text>
      {asking === 'reject' ? (
        <TextInput size="xs" label={t('approvals.note')} value={note} maxLength={200} onChange={(e) => setNote(e.currentTarget.value)} />
      ) : null}
      {decide.error ? (
        <Alert color="red" role="alert" p="xs">
          {decide.error.message}
        </Alert>
      ) : null}
      <Group gap="xs" wrap="nowrap">
        <Button size="compact-sm" variant="default" onClick={() => setAsking(null)}>
          {t('approvals.cancel')}
        </Button>
        <Button
          size="compact-sm"
          color={asking === 'approve' ? 'green' : 'red'}
          loading={decide.isPending}
          onClick={() => decide.mutate({ id: item.id, decision: asking, note: note.trim() })}
        >
          {t(asking === 'approve' ? 'approvals.confirmApproveButton' : 'approvals.confirmRejectButton')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Adjustments above the threshold, waiting for a second operator. The requester sees their own
 * request but not its buttons: the server refuses them anyway (ADR 024).
 */
export default function ApprovalsPage({ code, can, operator }: OpsPageProps) {
  const { t } = useTranslation('finance');
  const [page, setPage] = useState(1);
  const pending = useAdjustments(code, { status: 'pending', page, size: SIZE }, 15_000);
  const canDecide = can('finance');
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('approvals.intro')}
      </Text>
      <QueryState
        loading={pending.isPending}
        error={pending.error}
        empty={pending.data?.items.length === 0}
        onRetry={() => void pending.refetch()}
      >
        <AdjustmentTable
          items={pending.data?.items ?? []}
          action={
            canDecide
              ? (a) =>
                  a.requestedBy === operator ? (
                    <Text size="xs" c="dimmed">
                      {t('approvals.own')}
                    </Text>
                  ) : (
                    <Decide code={code} item={a} />
                  )
              : undefined
          }
        />
        <Pager total={pending.data?.total ?? 0} size={SIZE} page={page} onPage={setPage} />
      </QueryState>
    </Stack>
  );
}
