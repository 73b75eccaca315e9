import { Big } from '@arcadia/contract';
import { TRANSFER_DOWNLINE_MAX, transferDownlineSchema } from '@arcadia/contract/agents';
import { ActionIcon, Alert, Button, Card, Group, PasswordInput, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { newRequestKey } from '../../../lib/request-key';
import { useTransferDownline } from '../api/transfer-downline';
import { amount as money } from './format';
import { RainPanel } from './RainPanel';
import { TransferHistory } from './TransferHistory';

type Row = { id: number; account: string; amount: string };
let nextId = 1;
const emptyRow = (): Row => ({ id: nextId++, account: '', amount: '' });

/** The sum of the rows' valid amounts (invalid ones count as nothing until fixed). */
const totalOf = (rows: Row[]) =>
  rows.reduce((sum, r) => {
    try {
      return r.amount.trim() ? sum.plus(new Big(r.amount.trim())) : sum;
    } catch {
      return sum;
    }
  }, new Big(0));

/** AGENTRANSMULTDOWN3: one or several members of the team, each with an amount; all paid or none. */
export function TransferDownlineForm({ balance, onTransferred }: { balance?: ReactNode; onTransferred?: () => void }) {
  const { t } = useTranslation('agents');
  const transfer = useTransferDownline(onTransferred);
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [payPassword, setPayPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ total: string; count: number } | null>(null);
  const [key, setKey] = useState(newRequestKey);

  const update = (id: number, patch: Partial<Row>) => {
    setRows((rs) => rs.map((r) => (r.id === id ? { ...r, ...patch } : r)));
    setError(null);
    setDone(null);
  };
  const send = async () => {
    setDone(null);
    const body = {
      transfers: rows.map((r) => ({ account: r.account.trim(), amount: r.amount.trim() })),
      key,
      ...(payPassword ? { paymentPassword: payPassword } : {}),
    };
    const parsed = transferDownlineSchema.safeParse(body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.at(-1);
      return setError(t(field === 'account' ? 'transfer.accountRequired' : 'transfer.amountInvalid'));
    }
    setError(null);
    try {
      const res = await transfer.mutateAsync(parsed.data);
      setDone({ total: res.total, count: res.transfers.length });
      setRows([emptyRow()]);
      setPayPassword('');
      setKey(newRequestKey());
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t('error.generic'));
    }
  };

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="transfer-downline-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={3} size="h5" id="transfer-downline-title">
              {t('transfer.title')}
            </Title>
            {balance}
          </Group>
          <Text size="sm" c="dimmed">
            {t('transfer.about')}
          </Text>
          {rows.map((r, i) => (
            <Group key={r.id} gap="xs" align="flex-end" wrap="nowrap" data-testid="transfer-row">
              <TextInput
                style={{ flex: 3, minWidth: 0 }}
                label={t('transfer.account', { n: i + 1 })}
                value={r.account}
                autoComplete="off"
                maxLength={32}
                onChange={(e) => update(r.id, { account: e.currentTarget.value })}
              />
              <TextInput
                style={{ flex: 2, minWidth: 0 }}
                label={t('transfer.amount', { n: i + 1 })}
                value={r.amount}
                inputMode="decimal"
                autoComplete="off"
                maxLength={24}
                onChange={(e) => update(r.id, { amount: e.currentTarget.value })}
              />
              {rows.length > 1 ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={2}
                  aria-label={t('transfer.remove', { n: i + 1 })}
                  onClick={() => setRows((rs) => rs.filter((x) => x.id !== r.id))}
                >
                  ×
                </ActionIcon>
              ) : null}
            </Group>
          ))}
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Button
              variant="light"
              size="xs"
              disabled={rows.length >= TRANSFER_DOWNLINE_MAX}
              onClick={() => setRows((rs) => [...rs, emptyRow()])}
            >
              {t('transfer.add')}
            </Button>
            <Text size="sm" fw={600} data-testid="transfer-total">
              {t('transfer.total', { amount: money(totalOf(rows).toFixed(4)) })}
            </Text>
          </Group>
          <PasswordInput
            label={t('transfer.paymentPassword')}
            description={t('transfer.paymentPasswordHint')}
            value={payPassword}
            autoComplete="off"
            maxLength={32}
            onChange={(e) => setPayPassword(e.currentTarget.value)}
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={transfer.isPending}>
              {t('transfer.submit')}
            </Button>
          </Group>
          <Text size="sm" role="status" aria-live="polite" c="teal" data-testid="transfer-done">
            {done ? t('transfer.done', { amount: money(done.total), count: done.count }) : null}
          </Text>
        </Stack>
      </form>
    </Card>
  );
}

/** agentRedRain (AGENTRANSMULTDOWN3): money from the agent to the team — direct transfers and the red-envelope rain. */
export default function TransferDownlinePage({ balance, onTransferred }: { balance?: ReactNode; onTransferred?: () => void }) {
  const { t } = useTranslation('agents');
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('page.agentRedRain')}
      </Title>
      <Tabs defaultValue="transfer" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="transfer">{t('transfer.tab')}</Tabs.Tab>
          <Tabs.Tab value="rain">{t('rain.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="transfer" pt="md">
          <Stack gap="md">
            <TransferDownlineForm balance={balance} {...(onTransferred ? { onTransferred } : {})} />
            <TransferHistory />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="rain" pt="md">
          <RainPanel {...(onTransferred ? { onFunded: onTransferred } : {})} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
