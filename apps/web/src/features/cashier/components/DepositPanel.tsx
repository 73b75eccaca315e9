import { formatMoney } from '@arcadia/contract';
import type { CashierRequest, CashierSettings } from '@arcadia/contract/cashier';
import { Alert, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { newRequestKey } from '../../../lib/request-key';
import { useCashierSettings, useSubmitDeposit } from '../api/cashier';
import { amountProblem } from './amount';
import { settingsFallback } from './settings-fallback';

function BankAccount({ bank }: { bank: NonNullable<CashierSettings['bank']> }) {
  const { t } = useTranslation('cashier');
  // Keyed by field, not by label: every label is '' while the namespace loads (lib/i18n.ts).
  const fields = ['bankName', 'accountName', 'accountNumber', ...(bank.branch ? (['branch'] as const) : [])] as const;
  const rows = fields.map((f) => [f, t(`bank.${f}`), bank[f] ?? ''] as const);
  return (
    <Card withBorder radius="sm" p="sm" bg="var(--mantine-color-default-hover)">
      <Text size="sm" fw={600} mb={6}>
        {t('bank.title')}
      </Text>
      <Stack gap={4} component="dl" m={0}>
        {rows.map(([field, label, value]) => (
          <Group key={field} justify="space-between" gap="xs" wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Group component="dd" gap={4} m={0} wrap="nowrap" style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
              <CopyButton value={value}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={t('bank.copy', { what: label })}>
                    {copied ? t('bank.copied') : t('bank.copyShort')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** Member-centre depositv2: a manual bank transfer the operator then confirms. */
export function DepositPanel({ onSubmitted }: { onSubmitted?: (request: CashierRequest) => void }) {
  const { t } = useTranslation('cashier');
  const settings = useCashierSettings();
  const submit = useSubmitDeposit();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reference?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<CashierRequest | null>(null);
  // one key per request: a second click or a retry is the same request
  const [key, setKey] = useState(newRequestKey);

  if (!settings.data) return settingsFallback(settings, t);
  const s = settings.data;
  const money = (v: string) => formatMoney(v, s);

  const send = async () => {
    setFailure(null);
    setDone(null);
    const problem = amountProblem(amount, s.limits.minDeposit, s.limits.maxDeposit);
    const next = {
      amount: problem ? t(`amount.${problem}`, { min: money(s.limits.minDeposit), max: money(s.limits.maxDeposit) }) : undefined,
      reference: reference.trim() ? undefined : t('deposit.referenceRequired'),
    };
    setErrors(next);
    if (next.amount || next.reference) return;
    try {
      const request = await submit.mutateAsync({ amount: amount.trim(), reference: reference.trim(), channel: 'manual', key });
      setDone(request);
      setAmount('');
      setReference('');
      setKey(newRequestKey());
      onSubmitted?.(request);
    } catch (e) {
      setFailure(e instanceof ApiError && e.message ? e.message : t('error.generic'));
    }
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="deposit-title">
      <Title order={2} size="h3" id="deposit-title">
        {t('deposit.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('deposit.intro')}
      </Text>
      {s.bank ? <BankAccount bank={s.bank} /> : <Alert color="yellow">{t('bank.none')}</Alert>}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('amount.label')}
            description={t('amount.range', { min: money(s.limits.minDeposit), max: money(s.limits.maxDeposit) })}
            value={amount}
            onChange={(e) => {
              setAmount(e.currentTarget.value);
              setErrors((x) => ({ ...x, amount: undefined }));
            }}
            // checked on blur; only a problem is shown here, so leaving the field never moves the button under the pointer
            onBlur={() => {
              const problem = amount ? amountProblem(amount, s.limits.minDeposit, s.limits.maxDeposit) : null;
              if (problem)
                setErrors((x) => ({
                  ...x,
                  amount: t(`amount.${problem}`, { min: money(s.limits.minDeposit), max: money(s.limits.maxDeposit) }),
                }));
            }}
            error={errors.amount}
            errorProps={{ role: 'alert' }}
            inputMode="decimal"
            autoComplete="off"
            maxLength={24}
            required
          />
          <TextInput
            label={t('deposit.reference')}
            description={t('deposit.referenceHint')}
            value={reference}
            onChange={(e) => {
              setReference(e.currentTarget.value);
              setErrors((x) => ({ ...x, reference: undefined }));
            }}
            error={errors.reference}
            errorProps={{ role: 'alert' }}
            autoComplete="off"
            maxLength={64}
            required
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={submit.isPending} disabled={!s.bank}>
              {t('deposit.submit')}
            </Button>
          </Group>
          <Text size="sm" role="status" aria-live="polite" c="teal">
            {done ? t('deposit.done', { id: done.id, amount: money(done.amount) }) : null}
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}

export default DepositPanel;
