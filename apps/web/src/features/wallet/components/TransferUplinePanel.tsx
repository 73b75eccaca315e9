import { Big, formatMoney } from '@arcadia/contract';
import { MAIN_WALLET, positiveAmountSchema } from '@arcadia/contract/wallet';
import { Alert, Button, Group, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { newRequestKey } from '../../../lib/request-key';
import { useBalance } from '../api/get-balance';
import { useTransferUpline } from '../api/transfer-fund';

/** Member-centre transferUpline (AGETRANSFERUP3): money from the main wallet to the member's upline agent. */
export function TransferUplinePanel() {
  const { t } = useTranslation('wallet');
  const balance = useBalance();
  const transfer = useTransferUpline();
  const [amount, setAmount] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [key, setKey] = useState(newRequestKey);

  if (balance.isPending) return <Loader size="sm" role="status" aria-label={t('balance.loading')} />;
  if (balance.isError || !balance.data)
    return (
      <Alert color="red" role="alert">
        {balance.error instanceof ApiError && balance.error.message ? balance.error.message : t('upline.error')}
      </Alert>
    );
  const b = balance.data;
  const money = (v: string) => formatMoney(v, b);
  const available = b.balance.find((w) => w.accountName === MAIN_WALLET)?.availBalance ?? '0';

  const check = (value: string): string | undefined => {
    if (!value.trim()) return t('transfer.amountRequired');
    if (!positiveAmountSchema.safeParse(value.trim()).success) return t('transfer.amountInvalid');
    if (new Big(value.trim()).gt(available)) return t('transfer.amountTooMuch', { available: money(available) });
    return undefined;
  };
  const send = async () => {
    setFailure(null);
    setDone(null);
    const problem = check(amount);
    setError(problem);
    if (problem) return;
    try {
      await transfer.mutateAsync({ amount: amount.trim(), key, ...(payPassword ? { paymentPassword: payPassword } : {}) });
      setDone(amount.trim());
      setAmount('');
      setPayPassword('');
      setKey(newRequestKey());
    } catch (e) {
      setFailure(e instanceof ApiError && e.message ? e.message : t('upline.error'));
    }
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="upline-title">
      <Title order={2} size="h3" id="upline-title">
        {t('upline.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('upline.about')}
      </Text>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Stack gap="sm" maw={420}>
          <TextInput
            label={t('transfer.amount')}
            description={t('transfer.available', { amount: money(available) })}
            value={amount}
            onChange={(e) => {
              setAmount(e.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            errorProps={{ role: 'alert' }}
            inputMode="decimal"
            autoComplete="off"
            maxLength={24}
            required
          />
          <PasswordInput
            label={t('upline.paymentPassword')}
            description={t('upline.paymentPasswordHint')}
            value={payPassword}
            autoComplete="off"
            maxLength={32}
            onChange={(e) => setPayPassword(e.currentTarget.value)}
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={transfer.isPending}>
              {t('upline.submit')}
            </Button>
          </Group>
          <Text size="sm" role="status" aria-live="polite" c="teal">
            {done ? t('upline.done', { amount: money(done) }) : null}
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}

export default TransferUplinePanel;
