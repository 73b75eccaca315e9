import type { Language } from '@arcadia/contract';
import { PROMO_CODE_PATTERN, type PromoCodeInput } from '@arcadia/contract/promotions/promo-codes';
import { Alert, Badge, Button, Group, NumberInput, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingChange } from '../../../../components/PendingChange';
import { QueryState } from '../../../../components/QueryState';
import { ApiError } from '../../../../lib/api-client';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { formatDateTime } from '../../../../lib/format';
import { usePendingChanges } from '../../../../lib/pending-changes';
import { useCreatePromoCode, usePromoCodes, useTogglePromoCode } from '../../api/console/promo-codes';

const MONEY = /^\d{1,20}(\.\d{1,4})?$/;
type Form = {
  code: string;
  bonus: string;
  turnoverMultiplier: number;
  maxUses: number | '';
  startsAt: string;
  endsAt: string;
  remarks: string;
};
const EMPTY: Form = { code: '', bonus: '', turnoverMultiplier: 1, maxUses: 100, startsAt: '', endsAt: '', remarks: '' };

/** `datetime-local` gives local time without an offset; the contract wants an ISO instant. */
const instant = (local: string) => (local ? new Date(local).toISOString() : null);

function CreateForm({ code }: { code: string }) {
  const { t } = useTranslation('promotions/console');
  const create = useCreatePromoCode(code);
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
    create.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!PROMO_CODE_PATTERN.test(form.code.trim())) errs.code = 'promoCodes.codeRule';
    if (!MONEY.test(form.bonus.trim()) || Number(form.bonus) <= 0) errs.bonus = 'promoCodes.bonusRule';
    if (Object.keys(errs).length) return setErrors(errs);
    const body: PromoCodeInput = {
      code: form.code.trim().toUpperCase(),
      bonus: form.bonus.trim(),
      turnoverMultiplier: form.turnoverMultiplier,
      maxUses: form.maxUses === '' ? null : form.maxUses,
      startsAt: instant(form.startsAt),
      endsAt: instant(form.endsAt),
      enabled: true,
      remarks: form.remarks,
    };
    create.mutate(body, { onSuccess: (r) => (!('pending' in r) ? setForm(EMPTY) : undefined) });
  };
  const err = (k: string) => (errors[k] ? t(errors[k]) : undefined);
  return (
    <form onSubmit={submit} aria-label={t('promoCodes.form')} noValidate>
      <Stack gap="sm">
        <Group align="flex-start" grow wrap="wrap">
          <TextInput
            label={t('promoCodes.code')}
            value={form.code}
            error={err('code')}
            onChange={(e) => edit({ code: e.currentTarget.value })}
            maxLength={32}
            required
          />
          <TextInput
            label={t('promoCodes.bonus')}
            inputMode="decimal"
            value={form.bonus}
            error={err('bonus')}
            onChange={(e) => edit({ bonus: e.currentTarget.value })}
            required
          />
          <NumberInput
            label={t('promoCodes.turnover')}
            min={0}
            max={100}
            allowDecimal={false}
            value={form.turnoverMultiplier}
            onChange={(v) => edit({ turnoverMultiplier: Number(v) || 0 })}
          />
          <NumberInput
            label={t('promoCodes.maxUses')}
            description={t('promoCodes.maxUsesHint')}
            min={1}
            max={1_000_000}
            allowDecimal={false}
            value={form.maxUses}
            onChange={(v) => edit({ maxUses: v === '' ? '' : Number(v) })}
          />
        </Group>
        <Group align="flex-start" grow wrap="wrap">
          <TextInput
            type="datetime-local"
            label={t('promoCodes.startsAt')}
            value={form.startsAt}
            onChange={(e) => edit({ startsAt: e.currentTarget.value })}
          />
          <TextInput
            type="datetime-local"
            label={t('promoCodes.endsAt')}
            value={form.endsAt}
            onChange={(e) => edit({ endsAt: e.currentTarget.value })}
          />
          <TextInput
            label={t('promoCodes.remarks')}
            value={form.remarks}
            maxLength={200}
            onChange={(e) => edit({ remarks: e.currentTarget.value })}
          />
        </Group>
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('promoCodes.create')}
          </Button>
        </Group>
        {create.data && 'pending' in create.data ? (
          <Alert color="yellow" role="status">
            {t('promoCodes.pending', { id: create.data.approvalId })}
          </Alert>
        ) : create.data ? (
          <Alert color="green" role="status">
            {t('promoCodes.created', { code: create.data.code })}
          </Alert>
        ) : null}
        {create.error ? (
          <Alert color="red" role="alert">
            {create.error instanceof ApiError && create.error.message ? create.error.message : t('promoCodes.failed')}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

/** Promo codes (docs/adr/058): create (bonus × uses above the threshold waits for a second operator), list, switch on/off. */
export default function PromoCodesPage({ code, can }: ConsolePageProps) {
  const { t, i18n } = useTranslation('promotions/console');
  const list = usePromoCodes(code);
  const toggle = useTogglePromoCode(code);
  const pending = usePendingChanges(code, 'promo_code');
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language as Language) : '—');
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('promoCodes.intro')}
      </Text>
      {pending.data?.items.map((item) => (
        <PendingChange key={item.id} item={item} />
      ))}
      {can('finance') ? <CreateForm code={code} /> : null}
      <QueryState loading={list.isPending} error={list.error} empty={list.data?.length === 0} onRetry={() => void list.refetch()}>
        <Table.ScrollContainer minWidth={820}>
          <Table striped aria-label={t('promoCodes.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('promoCodes.code')}</Table.Th>
                <Table.Th>{t('promoCodes.bonus')}</Table.Th>
                <Table.Th>{t('promoCodes.turnover')}</Table.Th>
                <Table.Th>{t('promoCodes.used')}</Table.Th>
                <Table.Th>{t('promoCodes.window')}</Table.Th>
                <Table.Th>{t('promoCodes.by')}</Table.Th>
                <Table.Th>{t('promoCodes.on')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Text ff="monospace">{c.code}</Text>
                    {c.remarks ? (
                      <Text size="xs" c="dimmed">
                        {c.remarks}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{c.bonus}</Table.Td>
                  <Table.Td>×{c.turnoverMultiplier}</Table.Td>
                  <Table.Td>
                    {c.usedCount} / {c.maxUses ?? '∞'}
                    {c.maxUses !== null && c.usedCount >= c.maxUses ? (
                      <Badge ml="xs" color="gray" variant="light">
                        {t('promoCodes.usedUp')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {when(c.startsAt)} – {when(c.endsAt)}
                  </Table.Td>
                  <Table.Td>{c.createdBy}</Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={t('promoCodes.toggle', { code: c.code })}
                      checked={c.enabled}
                      disabled={!can('finance') || toggle.isPending}
                      onChange={(e) => toggle.mutate({ id: c.id, enabled: e.currentTarget.checked })}
                    />
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
