import type { OpsVipLevel, VipKeepRule } from '@arcadia/contract/reward-centre';
import { Alert, Checkbox, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import { SaveFooter } from '../../../../components/SaveFooter';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { useVipLevels } from '../../api/console/vip';
import { useSaveVipKeep, useVipKeep } from '../../api/console/vip-keep';
import { checkKeep, type KeepErrors, type KeepRow, keepRows } from './vip-keep-form';

type Field = 'periodDays' | 'deposit' | 'validBet';

type Save = ReturnType<typeof useSaveVipKeep>;

function KeepForm({ save, levels, rules, canEdit }: { save: Save; levels: OpsVipLevel[]; rules: VipKeepRule[]; canEdit: boolean }) {
  const { t } = useTranslation('reward-centre/console');
  const [rows, setRows] = useState(() => keepRows(levels, rules));
  const [errors, setErrors] = useState<KeepErrors>({});
  const edit = (labelId: number, patch: Partial<KeepRow>) => {
    setRows((r) => ({ ...r, [labelId]: { ...r[labelId]!, ...patch } }));
    setErrors({});
    save.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkKeep(levels, rows);
    if (!checked.ok) return setErrors(checked.errors);
    save.mutate(checked.value);
  };
  const input = (l: OpsVipLevel, field: Field) => {
    const row = rows[l.labelId]!;
    const error = errors[l.labelId]?.[field];
    return (
      <TextInput
        aria-label={t(`keep.${field}Of`, { level: l.labelName })}
        inputMode={field === 'periodDays' ? 'numeric' : 'decimal'}
        placeholder={field === 'periodDays' ? '30' : '0'}
        readOnly={!canEdit}
        disabled={!row.on}
        value={row[field]}
        error={error ? t(error) : undefined}
        onChange={(e) => edit(l.labelId, { [field]: e.currentTarget.value })}
        w={field === 'periodDays' ? 90 : 140}
      />
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('nav.vipKeep')}>
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={600}>
          <Table striped aria-label={t('keep.table')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('keep.level')}</Table.Th>
                <Table.Th>{t('keep.on')}</Table.Th>
                <Table.Th>{t('keep.periodDays')}</Table.Th>
                <Table.Th>{t('keep.deposit')}</Table.Th>
                <Table.Th>{t('keep.validBet')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {levels.map((l) => (
                <Table.Tr key={l.labelId}>
                  <Table.Td>{l.labelName}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('keep.onOf', { level: l.labelName })}
                      checked={rows[l.labelId]!.on}
                      disabled={!canEdit}
                      onChange={(e) => edit(l.labelId, { on: e.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>{input(l, 'periodDays')}</Table.Td>
                  <Table.Td>{input(l, 'deposit')}</Table.Td>
                  <Table.Td>{input(l, 'validBet')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {Object.keys(errors).length ? (
          <Alert color="red" role="alert" p="xs">
            {t('keep.errors.summary')}
          </Alert>
        ) : null}
        <SaveFooter save={save} canEdit={canEdit} texts={{ saved: t('keep.saved'), save: t('keep.save'), readOnly: t('keep.readOnly') }} />
      </Stack>
    </form>
  );
}

/**
 * What keeps each VIP level (ADR 055): over a period a member deposits and bets at least these, or the
 * daily review moves them down one level. Operators who set what a level pays (finance) set this.
 */
export default function VipKeepPage({ code, can }: ConsolePageProps) {
  const { t } = useTranslation('reward-centre/console');
  const levels = useVipLevels(code);
  const keep = useVipKeep(code);
  // Here, not in the form: the form is remounted when the rules in force change (a save), and the
  // outcome of the save must outlive that.
  const save = useSaveVipKeep(code);
  const loading = levels.isPending || keep.isPending;
  const error = levels.error ?? keep.error;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('keep.intro')}
      </Text>
      <QueryState
        loading={loading}
        error={error}
        empty={levels.data?.length === 0}
        onRetry={() => void Promise.all([levels.refetch(), keep.refetch()])}
      >
        {levels.data && keep.data ? (
          // Keyed by the rules in force: a save (or another operator's) refills the form.
          <KeepForm
            key={JSON.stringify(keep.data.rules)}
            save={save}
            levels={levels.data}
            rules={keep.data.rules}
            canEdit={can('finance')}
          />
        ) : null}
      </QueryState>
    </Stack>
  );
}
