import type { Language } from '@arcadia/contract';
import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../lib/format';
import { useDecideRedemption, useRedemptions } from '../api/queues';
import { DecisionControls } from './DecisionControls';
import type { FinancePageProps as OpsPageProps } from './page-props';

/** Points-mall redemptions waiting for an operator: approve (ship), or reject (points, money and stock go back). */
export default function RedemptionsPage({ code, can }: OpsPageProps) {
  const { t, i18n } = useTranslation('finance');
  const list = useRedemptions(code);
  const decide = useDecideRedemption(code);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('redemptions.intro')}
      </Text>
      <QueryState loading={list.isPending} error={list.error} empty={list.data?.length === 0} onRetry={() => void list.refetch()}>
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data?.map((r) => (
            <Card key={r.id} withBorder padding="sm" component="li" aria-label={t('redemptions.item', { id: r.id, member: r.memberId })}>
              <Text fw={600}>
                {i18n.language === 'CN' || i18n.language === 'TW' ? r.chineseName || r.name : r.name} × {r.quantity}
              </Text>
              <Text size="xs" c="dimmed">
                #{r.id} · {t('rewards.member', { member: r.memberId })} ·{' '}
                {t('redemptions.cost', { points: r.requiredPoint, money: r.requiredMoney })} ·{' '}
                {formatDateTime(r.dateRequested, i18n.language as Language)}
              </Text>
              {r.province || r.remarks ? <Text size="sm">{[r.province, r.remarks].filter(Boolean).join(' · ')}</Text> : null}
              {can('finance') ? (
                <DecisionControls
                  pending={decide.isPending && decide.variables?.id === r.id}
                  error={decide.variables?.id === r.id ? decide.error : null}
                  actions={[
                    {
                      key: 'reject',
                      label: t('approvals.reject'),
                      confirm: t('redemptions.confirmReject'),
                      run: (remarks) => decide.mutate({ id: r.id, decision: 'reject', remarks }),
                    },
                    {
                      key: 'approve',
                      label: t('redemptions.approve'),
                      confirm: t('redemptions.confirmApprove'),
                      primary: true,
                      run: (remarks) => decide.mutate({ id: r.id, decision: 'approve', remarks }),
                    },
                  ]}
                />
              ) : null}
            </Card>
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
}
