import type { Language } from '@arcadia/contract';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { formatDateTime } from '../../../../lib/format';
import { usePendingChanges } from '../../../../lib/pending-changes';
import { useWageredBonuses } from '../../api/console/wagering';
import { WaiveButton } from './WaiveButton';

/** Approved bonuses with a wagering requirement; finance may waive one (the member may then withdraw it). */
export default function WageringPage({ code, can }: ConsolePageProps) {
  const { t, i18n } = useTranslation('promotions/console');
  const list = useWageredBonuses(code);
  // Waivers above the approval threshold wait for a second operator (ADR 045), by application.
  const waiting = new Set((usePendingChanges(code, 'waive_wagering').data?.items ?? []).map((a) => a.reference));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('wagering.intro')}
      </Text>
      <QueryState loading={list.isPending} error={list.error} empty={list.data?.length === 0} onRetry={() => void list.refetch()}>
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label={t('wagering.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('wagering.member')}</Table.Th>
                <Table.Th>{t('wagering.promotion')}</Table.Th>
                <Table.Th>{t('wagering.bonus')}</Table.Th>
                <Table.Th>{t('wagering.required')}</Table.Th>
                <Table.Th>{t('wagering.state')}</Table.Th>
                <Table.Th>{t('common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{a.id}</Table.Td>
                  <Table.Td>{a.memberId}</Table.Td>
                  <Table.Td>{a.promotionTitle}</Table.Td>
                  <Table.Td>{a.bonus}</Table.Td>
                  <Table.Td>{a.turnoverRequired}</Table.Td>
                  <Table.Td>
                    {a.wageringWaivedAt ? (
                      <Badge variant="light" color="gray">
                        {t('wagering.waived', { at: formatDateTime(a.wageringWaivedAt, i18n.language as Language) })}
                      </Badge>
                    ) : waiting.has(`waive-wagering:${a.id}`) ? (
                      <Badge variant="light" color="yellow" style={{ overflow: 'visible' }} miw="fit-content">
                        {t('wagering.awaitingSecond')}
                      </Badge>
                    ) : (
                      <Badge variant="light" color="orange">
                        {t('wagering.outstanding')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {can('finance') && !a.wageringWaivedAt && !waiting.has(`waive-wagering:${a.id}`) ? (
                      <WaiveButton code={code} id={a.id} member={a.memberId} bonus={a.bonus ?? '0'} />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </QueryState>
    </Stack>
  );
}
