import type { Language } from '@arcadia/contract';
import type { opsApplicationSchema } from '@arcadia/contract/promotions';
import { Alert, Card, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../lib/format';
import { applicationImagePath, useDecideApplication, useRewardApplications } from '../api/queues';
import { DecisionControls } from './DecisionControls';
import { OpsImage } from './OpsImage';
import type { FinancePageProps as OpsPageProps } from './page-props';

type OpsApplication = z.infer<typeof opsApplicationSchema>;

function Application({ code, item, canDecide }: { code: string; item: OpsApplication; canDecide: boolean }) {
  const { t, i18n } = useTranslation('finance');
  const decide = useDecideApplication(code);
  const [bonus, setBonus] = useState('');
  const [multiplier, setMultiplier] = useState<number>(1);
  return (
    <Card withBorder padding="sm" component="li" aria-label={t('rewards.item', { id: item.id, member: item.memberId })}>
      <Stack gap={4}>
        <Text fw={600}>{item.promotionTitle}</Text>
        <Text size="xs" c="dimmed">
          #{item.id} · {t('rewards.member', { member: item.memberId })} · {formatDateTime(item.createdAt, i18n.language as Language)}
        </Text>
        {item.remarks ? <Text size="sm">{item.remarks}</Text> : null}
        {/* Above the threshold the bonus was not paid: it waits for a second operator (ADR 037). */}
        {decide.data?.pending ? (
          <Alert color="yellow" role="status" p="xs">
            {t('rewards.sentToApproval', { id: decide.data.approvalId, bonus: decide.data.bonus ?? bonus })}
          </Alert>
        ) : null}
        <Group gap="sm" wrap="wrap">
          {Array.from({ length: item.images }, (_, i) => i + 1).map((n) => (
            <OpsImage key={n} path={applicationImagePath(code, item.id, n)} alt={t('rewards.picture', { n, id: item.id })} />
          ))}
        </Group>
      </Stack>
      {canDecide ? (
        <DecisionControls
          pending={decide.isPending}
          error={decide.error}
          actions={[
            {
              key: 'reject',
              label: t('approvals.reject'),
              confirm: t('rewards.confirmReject'),
              run: (remarks) => decide.mutate({ id: item.id, decision: 'reject', remarks }),
            },
            {
              key: 'approve',
              label: t('approvals.approve'),
              confirm: t('rewards.confirmApprove', { bonus: bonus || '0' }),
              primary: true,
              run: (remarks) =>
                decide.mutate({ id: item.id, decision: 'approve', bonus: bonus.trim() || '0', turnoverMultiplier: multiplier, remarks }),
            },
          ]}
        >
          <Group wrap="wrap" gap="sm">
            <TextInput
              label={t('rewards.bonus')}
              inputMode="decimal"
              value={bonus}
              onChange={(e) => setBonus(e.currentTarget.value)}
              w={160}
            />
            <NumberInput
              label={t('rewards.multiplier')}
              min={0}
              max={100}
              value={multiplier}
              onChange={(v) => setMultiplier(Number(v) || 0)}
              w={160}
            />
          </Group>
        </DecisionControls>
      ) : null}
    </Card>
  );
}

/** Members' applications for a promotion's reward, with the pictures they attached. */
export default function RewardApplicationsPage({ code, can }: OpsPageProps) {
  const { t } = useTranslation('finance');
  const list = useRewardApplications(code);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('rewards.intro')}
      </Text>
      <QueryState loading={list.isPending} error={list.error} empty={list.data?.length === 0} onRetry={() => void list.refetch()}>
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data?.map((item) => (
            <Application key={item.id} code={code} item={item} canDecide={can('finance')} />
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
}
