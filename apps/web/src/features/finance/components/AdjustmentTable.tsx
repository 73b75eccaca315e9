import type { Language } from '@arcadia/contract';
import type { Adjustment } from '@arcadia/contract/finance';
import { Badge, ScrollArea, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

const COLOR = { applied: 'green', pending: 'yellow', rejected: 'gray' } as const;

export function StatusBadge({ status }: { status: Adjustment['status'] }) {
  const { t } = useTranslation('finance');
  return (
    <Badge color={COLOR[status]} variant="light" style={{ overflow: 'visible' }} miw="fit-content">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Adjustments as a table that scrolls inside its box on a phone; `action` adds a last column. */
export function AdjustmentTable({ items, action }: { items: Adjustment[]; action?: (a: Adjustment) => ReactNode }) {
  const { t, i18n } = useTranslation('finance');
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language as Language) : '—');
  return (
    <ScrollArea type="auto" maw="100%">
      {/* Short columns never wrap; the reason and the decision column wrap within a fixed width. */}
      <Table
        striped
        verticalSpacing="xs"
        style={{ whiteSpace: 'nowrap', width: 'max-content', minWidth: '100%' }}
        aria-label={t('table.label')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('table.requested')}</Table.Th>
            <Table.Th>{t('table.kind')}</Table.Th>
            <Table.Th>{t('table.member')}</Table.Th>
            <Table.Th ta="right">{t('table.amount')}</Table.Th>
            <Table.Th>{t('table.reason')}</Table.Th>
            <Table.Th>{t('table.status')}</Table.Th>
            <Table.Th>{t('table.requestedBy')}</Table.Th>
            <Table.Th>{t('table.decidedBy')}</Table.Th>
            {action ? <Table.Th>{t('table.action')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{a.id}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(a.createdAt)}</Table.Td>
              <Table.Td>
                <Badge color={a.kind === 'wallet_adjustment' ? 'gray' : 'grape'} variant="light" miw="fit-content">
                  {t(`payoutKind.${a.kind}`)}
                </Badge>
              </Table.Td>
              {/* A prize table pays whoever wins it later: no member yet. */}
              <Table.Td>{a.account || '—'}</Table.Td>
              <Table.Td ta="right" ff="monospace" c={a.amount.startsWith('-') ? 'red' : undefined}>
                {a.unit === 'points'
                  ? t('table.points', { amount: a.amount })
                  : a.unit === 'percent'
                    ? t('table.percent', { amount: a.amount })
                    : a.amount}
              </Table.Td>
              <Table.Td miw={180} maw={260} style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
                {a.reason}
              </Table.Td>
              <Table.Td miw={100}>
                <StatusBadge status={a.status} />
              </Table.Td>
              <Table.Td>{a.requestedBy}</Table.Td>
              <Table.Td>
                {a.decidedBy ?? '—'}
                {a.decisionNote ? (
                  <Text size="xs" c="dimmed">
                    {a.decisionNote}
                  </Text>
                ) : null}
              </Table.Td>
              {action ? <Table.Td style={{ whiteSpace: 'normal' }}>{action(a)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
