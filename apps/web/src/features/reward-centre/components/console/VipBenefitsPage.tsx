import type { OpsVipLevel } from '@arcadia/contract/reward-centre';
import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingChange } from '../../../../components/PendingChange';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { usePendingChanges } from '../../../../lib/pending-changes';
import { useSaveVipBenefits, useVipLevels } from '../../api/console/vip';

/** The level-up bonus of each VIP level (club label); the server replaces them all at once. */
function VipForm({ code, levels, canEdit }: { code: string; levels: OpsVipLevel[]; canEdit: boolean }) {
  const { t } = useTranslation('reward-centre/console');
  const save = useSaveVipBenefits(code);
  const [bonus, setBonus] = useState<Record<number, string>>(() =>
    Object.fromEntries(levels.map((l) => [l.labelId, Number(l.levelUpBonus) > 0 ? l.levelUpBonus.replace(/\.?0+$/, '') : ''])),
  );
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={360}>
        <Table striped aria-label={t('vip.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('vip.level')}</Table.Th>
              <Table.Th>{t('vip.bonus')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {levels.map((l) => (
              <Table.Tr key={l.labelId}>
                <Table.Td>{l.labelName}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('vip.bonusOf', { level: l.labelName })}
                    inputMode="decimal"
                    placeholder="0"
                    readOnly={!canEdit}
                    value={bonus[l.labelId] ?? ''}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setBonus((b) => ({ ...b, [l.labelId]: value }));
                      save.reset();
                    }}
                    w={160}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {save.error ? (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      ) : null}
      {save.isSuccess && !('pending' in save.data) ? (
        <Text size="sm" c="green" role="status">
          {t('vip.saved')}
        </Text>
      ) : null}
      {save.data && 'pending' in save.data ? (
        <Alert color="yellow" role="status" p="xs">
          {t('vip.sentToApproval', { id: save.data.approvalId })}
        </Alert>
      ) : null}
      {canEdit ? (
        <Group justify="flex-end">
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate({
                levels: levels.map((l) => ({ labelId: l.labelId, levelUpBonus: (bonus[l.labelId] ?? '').trim() || '0' })),
              })
            }
          >
            {t('common.save')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

export default function VipBenefitsPage({ code, can }: ConsolePageProps) {
  const { t } = useTranslation('reward-centre/console');
  const levels = useVipLevels(code);
  const pending = usePendingChanges(code, 'vip_benefits');
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('vip.intro')}
      </Text>
      {pending.data?.items.map((item) => (
        <PendingChange key={item.id} item={item} />
      ))}
      <QueryState loading={levels.isPending} error={levels.error} empty={levels.data?.length === 0} onRetry={() => void levels.refetch()}>
        {levels.data ? <VipForm code={code} levels={levels.data} canEdit={can('finance')} /> : null}
      </QueryState>
    </Stack>
  );
}
