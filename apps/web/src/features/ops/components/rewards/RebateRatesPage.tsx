import { REBATE_PRODUCT_TYPES } from '@arcadia/contract/rebates';
import { Alert, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import { usePendingChanges } from '../../api/rewards/pending-changes';
import { useRebateRates, useSaveRebateRates } from '../../api/rewards/rebate-rates';
import { PendingChange } from './PendingChange';
import type { RewardsPageProps } from './page-props';
import { RuleFormFooter } from './RuleSaveOutcome';
import { checkRates, type FieldErrors, type RatesForm, ratesForm } from './rule-forms';

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
  const { t } = useTranslation('ops/rewards');
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
        <RuleFormFooter save={save} canEdit={canEdit} blocked={blocked} readOnlyNote="rules.financeOnly" />
      </Stack>
    </form>
  );
}

/** Rebate rates per product (ADR 045): every raise waits for a second operator, a cut applies at once. */
export default function RebateRatesPage({ code, can }: RewardsPageProps) {
  const { t } = useTranslation('ops/rewards');
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
