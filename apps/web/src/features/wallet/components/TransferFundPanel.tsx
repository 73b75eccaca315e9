import { Big, formatMoney } from '@arcadia/contract';
import { MAIN_WALLET, positiveAmountSchema } from '@arcadia/contract/wallet';
import { ActionIcon, Alert, Button, Card, Group, Loader, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { newRequestKey } from '../../../lib/request-key';
import { useBalance } from '../api/get-balance';
import { useRecallFunds, useTransferFund } from '../api/transfer-fund';

/** Member-centre transferFund: money between the main wallet and the game vendors' wallets. */
export function TransferFundPanel() {
  const { t } = useTranslation('wallet');
  const balance = useBalance();
  const transfer = useTransferFund();
  const recall = useRecallFunds();
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  // what happened, rendered in the current language (the member may switch it afterwards)
  const [done, setDone] = useState<{ key: 'done' | 'recalled'; amount?: string; from?: string; to?: string } | null>(null);
  const [key, setKey] = useState(newRequestKey);

  if (balance.isPending) return <Loader size="sm" role="status" aria-label={t('balance.loading')} />;
  if (balance.isError || !balance.data)
    return (
      <Alert color="red" role="alert">
        {balance.error instanceof ApiError && balance.error.message ? balance.error.message : t('transfer.error')}
      </Alert>
    );
  const b = balance.data;
  if (b.isSingle === 1) return <Alert color="blue">{t('transfer.single')}</Alert>;
  const money = (v: string) => formatMoney(v, b);
  const wallets = b.balance;
  const name = (code: string) =>
    code === MAIN_WALLET ? t('transfer.main') : (wallets.find((w) => w.accountName === code)?.displayName ?? code);
  const target = to || wallets.find((w) => w.accountName !== from)?.accountName || '';
  const available = wallets.find((w) => w.accountName === from)?.availBalance ?? '0';

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
      await transfer.mutateAsync({ from, to: target, amount: amount.trim(), key });
      setDone({ key: 'done', amount: amount.trim(), from, to: target });
      setAmount('');
      setKey(newRequestKey());
    } catch (e) {
      setFailure(e instanceof ApiError && e.message ? e.message : t('transfer.error'));
    }
  };

  const recallAll = async () => {
    setFailure(null);
    setDone(null);
    try {
      await recall.mutateAsync(newRequestKey());
      setDone({ key: 'recalled' });
    } catch (e) {
      setFailure(e instanceof ApiError && e.message ? e.message : t('transfer.error'));
    }
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="transfer-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="transfer-title">
          {t('transfer.title')}
        </Title>
        <Button variant="light" size="xs" onClick={() => void recallAll()} loading={recall.isPending}>
          {t('transfer.recall')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {wallets.map((w) => (
          <Card key={w.accountName} withBorder radius="sm" p="xs" component="li" data-testid={`wallet-${w.accountName}`}>
            <Text size="xs" c="dimmed">
              {name(w.accountName)}
            </Text>
            <Text fw={600} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {money(w.availBalance)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Stack gap="sm">
          <Group grow align="end" gap="xs" wrap="nowrap">
            <NativeSelect
              label={t('transfer.from')}
              value={from}
              onChange={(e) => {
                const next = e.currentTarget.value;
                setFrom(next);
                if (next === target) setTo(from);
              }}
              data={wallets.map((w) => ({ value: w.accountName, label: name(w.accountName) }))}
            />
            <ActionIcon
              variant="default"
              size="lg"
              mb={2}
              style={{ flexGrow: 0 }}
              aria-label={t('transfer.swap')}
              onClick={() => {
                setFrom(target);
                setTo(from);
              }}
            >
              ⇄
            </ActionIcon>
            <NativeSelect
              label={t('transfer.to')}
              value={target}
              onChange={(e) => setTo(e.currentTarget.value)}
              data={wallets.filter((w) => w.accountName !== from).map((w) => ({ value: w.accountName, label: name(w.accountName) }))}
            />
          </Group>
          <TextInput
            label={t('transfer.amount')}
            description={t('transfer.available', { amount: money(available) })}
            value={amount}
            onChange={(e) => {
              setAmount(e.currentTarget.value);
              setError(undefined);
            }}
            // only a problem is shown on blur, so leaving the field never moves the button under the pointer
            onBlur={() => {
              const problem = amount ? check(amount) : undefined;
              if (problem) setError(problem);
            }}
            error={error}
            errorProps={{ role: 'alert' }}
            inputMode="decimal"
            autoComplete="off"
            maxLength={24}
            required
            rightSectionWidth={56}
            rightSection={
              <Button size="compact-xs" variant="subtle" onClick={() => setAmount(new Big(available).toFixed(2, 0))}>
                {t('transfer.all')}
              </Button>
            }
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={transfer.isPending}>
              {t('transfer.submit')}
            </Button>
          </Group>
          <Text size="sm" role="status" aria-live="polite" c="teal">
            {done?.key === 'done'
              ? t('transfer.done', { amount: money(done.amount ?? '0'), from: name(done.from ?? ''), to: name(done.to ?? '') })
              : done
                ? t('transfer.recalled')
                : null}
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}

export default TransferFundPanel;
