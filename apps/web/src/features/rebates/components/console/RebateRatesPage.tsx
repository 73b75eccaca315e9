import { REBATE_PRODUCT_TYPES } from '@arcadia/contract/rebates';
import { Alert, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingChange } from '../../../../components/PendingChange';
import { QueryState } from '../../../../components/QueryState';
import { RuleFormFooter } from '../../../../components/RuleSaveOutcome';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { usePendingChanges } from '../../../../lib/pending-changes';
import type { FieldErrors } from '../../../../lib/rule-forms';
import { useRebateRates, useSaveRebateRates } from '../../api/console/rebate-rates';
import { checkRates, type RatesForm, ratesForm } from './rates-form';

function RatesTable({
  save,
  current,
  canEdit,
  blocked,
}: {
  save: ReturnType<typeof useSaveRebateRates>;
  current: RatesForm;
  canEdit: boolean;
  blocked: boolean;
}) {
  const { t } = useTranslation('rebates/console');
  const [form, setForm] = useState<RatesForm>(current);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkRates(form, current);
    if (!checked.ok) return setErrors(checked.errors);
    save.mutate(checked.value);
  };
  return (
    <form onSubmit={submit} aria-label={t('rebates.table')} noValidate>
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={340}>
          <Table striped aria-label={t('rebates.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rebates.product')}</Table.Th>
                <Table.Th>{t('rebates.inForce')}</Table.Th>
                <Table.Th>{t('rebates.rate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {REBATE_PRODUCT_TYPES.map((p) => (
                <Table.Tr key={p}>
                  <Table.Td>{t(`rebates.products.${p}`)}</Table.Td>
                  <Table.Td>{t('rebates.percent', { value: current[p] })}</Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('rebates.rateOf', { product: t(`rebates.products.${p}`) })}
                      inputMode="decimal"
                      readOnly={!canEdit}
                      value={form[p]}
                      error={errors[p] ? t(errors[p]) : undefined}
                      rightSection={<span aria-hidden>%</span>}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setForm((f) => ({ ...f, [p]: value }));
                        setErrors({});
                        save.reset();
                      }}
                      w={140}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {errors.form ? (
          <Alert color="gray" role="alert" p="xs">
            {t(errors.form)}
          </Alert>
        ) : null}
        <RuleFormFooter save={save} canEdit={canEdit} blocked={blocked} readOnlyNote={t('rules.financeOnly')} />
      </Stack>
    </form>
  );
}

/** Rebate rates per product (ADR 045): every raise waits for a second operator, a cut applies at once. */
export default function RebateRatesPage({ code, can }: ConsolePageProps) {
  const { t } = useTranslation('rebates/console');
  const rates = useRebateRates(code);
  // Here, not in the form: the form is remounted when the config in force changes (a save, an
  // approval), and the outcome of the save must outlive that.
  const save = useSaveRebateRates(code);
  const pending = usePendingChanges(code, 'rebate_rates');
  const waiting = (pending.data?.items.length ?? 0) > 0;
  const current = rates.data ? ratesForm(rates.data) : null;
  return (
    <Stack gap="sm" maw={640}>
      <Text size="sm" c="dimmed">
        {t('rebates.intro')}
      </Text>
      {pending.data?.items.map((item) => (
        <PendingChange key={item.id} item={item} />
      ))}
      <QueryState loading={rates.isPending} error={rates.error} empty={false} onRetry={() => void rates.refetch()}>
        {current ? (
          <>
            {rates.data?.every((r) => Number(r.rate) === 0) ? (
              <Text size="sm" role="note">
                {t('rebates.none')}
              </Text>
            ) : null}
            <RatesTable save={save} key={JSON.stringify(current)} current={current} canEdit={can('finance')} blocked={waiting} />
          </>
        ) : null}
      </QueryState>
    </Stack>
  );
}
