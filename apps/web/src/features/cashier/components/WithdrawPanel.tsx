import { formatMoney } from '@arcadia/contract';
import type { CashierRequest } from '@arcadia/contract/cashier';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { newRequestKey } from '../../../lib/request-key';
import { useCashierSettings, useSubmitWithdraw, useWithdrawCheck } from '../api/cashier';
import { amountProblem } from './amount';
import { settingsFallback } from './settings-fallback';

type Props = {
  /** The member's balance, composed in by the page (it belongs to the wallet feature). */
  balance?: ReactNode;
  onSubmitted?: (request: CashierRequest) => void;
  /** What to offer under a refusal, by its code (the page composes KYC's way to the identity page). */
  refusalAction?: (code: string | null) => ReactNode;
};

/** Member-centre withdraw: the amount is held at once and paid out when an operator approves. */
export function WithdrawPanel({ balance, onSubmitted, refusalAction }: Props) {
  const { t } = useTranslation('cashier');
  const settings = useCashierSettings();
  const submit = useSubmitWithdraw();
  const check = useWithdrawCheck();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [failureCode, setFailureCode] = useState<string | null>(null);
  const [done, setDone] = useState<CashierRequest | null>(null);
  const [key, setKey] = useState(newRequestKey);

  if (!settings.data) return settingsFallback(settings, t);
  const s = settings.data;
  const money = (v: string) => formatMoney(v, s);
  const wagering = check.data && Number(check.data.wageringRemaining) > 0 ? check.data.wageringRemaining : null;
  const amountError = (value: string) => {
    const problem = amountProblem(value, s.limits.minWithdraw, s.limits.maxWithdraw);
    return problem ? t(`amount.${problem}`, { min: money(s.limits.minWithdraw), max: money(s.limits.maxWithdraw) }) : undefined;
  };

  const send = async () => {
    setFailure(null);
    setFailureCode(null);
    setDone(null);
    const next = {
      amount: amountError(amount),
      password: s.paymentPasswordRequired && !password ? t('withdraw.passwordRequired') : undefined,
    };
    setErrors(next);
    if (next.amount || next.password) return;
    try {
      const request = await submit.mutateAsync({
        amount: amount.trim(),
        key,
        ...(s.paymentPasswordRequired ? { paymentPassword: password } : {}),
      });
      setDone(request);
      setAmount('');
      setPassword('');
      setKey(newRequestKey());
      onSubmitted?.(request);
    } catch (e) {
      setFailure(e instanceof ApiError && e.message ? e.message : t('error.generic'));
      // The key stays: once the refusal's cause is gone (a document approved) the same request goes on.
      setFailureCode(e instanceof ApiError ? e.code : null);
    }
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="withdraw-title">
      <Title order={2} size="h3" id="withdraw-title">
        {t('withdraw.title')}
      </Title>
      {balance}
      <Text size="sm" c="dimmed">
        {t('withdraw.intro', { daily: money(s.limits.dailyWithdraw) })}
      </Text>
      {wagering ? (
        <Alert color="yellow" title={t('withdraw.wageringTitle')} data-testid="withdraw-wagering">
          {t('withdraw.wagering', { remaining: money(wagering) })}
        </Alert>
      ) : null}
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
            description={t('amount.range', { min: money(s.limits.minWithdraw), max: money(s.limits.maxWithdraw) })}
            value={amount}
            onChange={(e) => {
              setAmount(e.currentTarget.value);
              setErrors((x) => ({ ...x, amount: undefined }));
            }}
            // only a problem is shown on blur, so leaving the field never moves the button under the pointer
            onBlur={() => {
              const problem = amount ? amountError(amount) : undefined;
              if (problem) setErrors((x) => ({ ...x, amount: problem }));
            }}
            error={errors.amount}
            errorProps={{ role: 'alert' }}
            inputMode="decimal"
            autoComplete="off"
            maxLength={24}
            required
          />
          {s.paymentPasswordRequired ? (
            <PasswordInput
              label={t('withdraw.password')}
              value={password}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                setErrors((x) => ({ ...x, password: undefined }));
              }}
              error={errors.password}
              errorProps={{ role: 'alert' }}
              autoComplete="off"
              maxLength={32}
              required
              visibilityToggleButtonProps={{ 'aria-label': t('withdraw.showPassword') }}
            />
          ) : null}
          {failure ? (
            <Alert color="red" role="alert" data-testid="withdraw-failure">
              <Stack gap="xs" align="flex-start">
                <span>{failure}</span>
                {refusalAction?.(failureCode)}
              </Stack>
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={submit.isPending}>
              {t('withdraw.submit')}
            </Button>
          </Group>
          <Text size="sm" role="status" aria-live="polite" c="teal">
            {done ? t('withdraw.done', { id: done.id, amount: money(done.amount) }) : null}
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}

export default WithdrawPanel;
