import type { Adjustment } from '@arcadia/contract/finance';
import { Alert, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newRequestKey } from '../../../lib/request-key';
import { useCreateAdjustment } from '../api/adjustments';
import { useFinanceSettings, useSaveFinanceSettings } from '../api/settings';
import type { FinancePageProps as OpsPageProps } from './page-props';

const AMOUNT = /^[+-]?\d{1,20}(\.\d{1,4})?$/;

/** The admin's setting: adjustments above it wait for a second operator. */
function Threshold({ code, canEdit }: { code: string; canEdit: boolean }) {
  const { t } = useTranslation('finance');
  const settings = useFinanceSettings(code);
  const save = useSaveFinanceSettings(code);
  const [value, setValue] = useState<string | null>(null);
  const current = settings.data?.approvalThreshold;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value !== null) save.mutate(value.trim(), { onSuccess: () => setValue(null) });
  };
  return (
    <Card withBorder padding="sm">
      <form onSubmit={submit} aria-label={t('threshold.title')}>
        <Stack gap="xs">
          <Text fw={600}>{t('threshold.title')}</Text>
          <Text size="sm" c="dimmed">
            {current ? t('threshold.current', { amount: current }) : t('threshold.loading')}
          </Text>
          {canEdit ? (
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={t('threshold.label')}
                inputMode="decimal"
                value={value ?? current ?? ''}
                onChange={(e) => setValue(e.currentTarget.value)}
                w={200}
              />
              <Button type="submit" variant="light" loading={save.isPending} disabled={value === null}>
                {t('threshold.save')}
              </Button>
            </Group>
          ) : null}
          {save.error ? (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}

/** What happened to the last submission: applied now, or waiting for a second operator. */
function Outcome({ done }: { done: Adjustment }) {
  const { t } = useTranslation('finance');
  const pending = done.status === 'pending';
  return (
    <Alert color={pending ? 'yellow' : 'green'} role="status" title={t(pending ? 'adjust.pendingTitle' : 'adjust.appliedTitle')}>
      {t(pending ? 'adjust.pendingText' : 'adjust.appliedText', { id: done.id, account: done.account, amount: done.amount })}
    </Alert>
  );
}

/**
 * A manual adjustment of a member's main wallet: + credits, - debits, a reason always. At or under
 * the merchant's threshold the wallet moves at once; above it a different operator must approve.
 */
export default function AdjustPage({ code, can }: OpsPageProps) {
  const { t } = useTranslation('finance');
  const create = useCreateAdjustment(code);
  const [form, setForm] = useState({ account: '', amount: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof form, string>>>({});
  // One key per submission: a double click or a retry is the same adjustment.
  const [key, setKey] = useState(newRequestKey);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!form.account.trim()) next.account = t('adjust.accountRequired');
    if (!AMOUNT.test(form.amount.trim()) || Number(form.amount) === 0) next.amount = t('adjust.amountInvalid');
    if (!form.reason.trim()) next.reason = t('adjust.reasonRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    create.mutate(
      { account: form.account.trim(), amount: form.amount.trim().replace(/^\+/, ''), reason: form.reason.trim(), key },
      {
        onSuccess: () => {
          setForm({ account: '', amount: '', reason: '' });
          setKey(newRequestKey());
        },
      },
    );
  };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      setForm({ ...form, [name]: e.currentTarget.value });
      setErrors({ ...errors, [name]: undefined });
    },
  });
  return (
    <Stack maw={560}>
      <Title order={2} size="h4">
        {t('adjust.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('adjust.intro')}
      </Text>
      <Threshold code={code} canEdit={can('admin')} />
      {can('finance') ? (
        <form onSubmit={submit} aria-label={t('adjust.title')} noValidate>
          <Stack gap="sm">
            <TextInput label={t('adjust.account')} required autoComplete="off" {...field('account')} />
            <TextInput label={t('adjust.amount')} description={t('adjust.amountHint')} required inputMode="decimal" {...field('amount')} />
            <Textarea label={t('adjust.reason')} required maxLength={200} autosize minRows={2} {...field('reason')} />
            {create.error ? (
              <Alert color="red" role="alert">
                {create.error.message}
              </Alert>
            ) : null}
            {create.data && !create.isPending ? <Outcome done={create.data} /> : null}
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                {t('adjust.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Alert color="gray">{t('adjust.noPermission')}</Alert>
      )}
    </Stack>
  );
}
