import { createRainSchema } from '@arcadia/contract/agents';
import { Alert, Badge, Button, Card, Group, Loader, PasswordInput, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { newRequestKey } from '../../../lib/request-key';
import { useCreateRain, useMyRains } from '../api/rains';
import { amount, hour } from './format';

/** agentRedRain, rain tab: fund a pot for the team, split into envelopes grabbed during a window. */
export function RainPanel({ onFunded }: { onFunded?: () => void }) {
  const { t } = useTranslation('agents');
  const create = useCreateRain(onFunded);
  const rains = useMyRains();
  const [form, setForm] = useState({ pot: '', envelopes: '10', startsInMinutes: '0', minutes: '30' });
  const [payPassword, setPayPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [key, setKey] = useState(newRequestKey);
  const field = (name: keyof typeof form, label: string) => (
    <TextInput
      label={label}
      value={form[name]}
      inputMode="decimal"
      autoComplete="off"
      maxLength={24}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setForm((f) => ({ ...f, [name]: value }));
        setError(null);
        setDone(false);
      }}
    />
  );
  const send = async () => {
    const parsed = createRainSchema.safeParse({
      ...form,
      pot: form.pot.trim(),
      key,
      ...(payPassword ? { paymentPassword: payPassword } : {}),
    });
    if (!parsed.success) return setError(t('rain.invalid'));
    try {
      await create.mutateAsync(parsed.data);
      setDone(true);
      setPayPassword('');
      setForm((f) => ({ ...f, pot: '' }));
      setKey(newRequestKey());
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t('error.generic'));
    }
  };
  return (
    <Stack gap="md">
      <Card withBorder radius="md" p="md" component="section" aria-labelledby="rain-new-title">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <Stack gap="sm">
            <Title order={3} size="h5" id="rain-new-title">
              {t('rain.new')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('rain.about')}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              {field('pot', t('rain.pot'))}
              {field('envelopes', t('rain.envelopes'))}
              {field('startsInMinutes', t('rain.startsIn'))}
              {field('minutes', t('rain.minutes'))}
            </SimpleGrid>
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
              <Button type="submit" loading={create.isPending}>
                {t('rain.submit')}
              </Button>
            </Group>
            <Text size="sm" role="status" aria-live="polite" c="teal" data-testid="rain-done">
              {done ? t('rain.done') : null}
            </Text>
          </Stack>
        </form>
      </Card>
      <Stack gap="xs" component="section" aria-labelledby="rain-list-title">
        <Title order={3} size="h5" id="rain-list-title">
          {t('rain.mine')}
        </Title>
        {rains.isPending ? <Loader size="sm" role="status" aria-label={t('loading')} /> : null}
        {rains.isError ? (
          <Alert color="red" role="alert">
            {rains.error.message || t('error.generic')}
          </Alert>
        ) : null}
        {rains.isSuccess && rains.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('rain.empty')}
          </Text>
        ) : null}
        {rains.data?.length ? (
          <Table.ScrollContainer minWidth={520}>
            <Table fz="sm" verticalSpacing={6} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('rain.window')}</Table.Th>
                  <Table.Th ta="right">{t('rain.pot')}</Table.Th>
                  <Table.Th ta="right">{t('rain.claimed')}</Table.Th>
                  <Table.Th ta="right">{t('rain.refunded')}</Table.Th>
                  <Table.Th>{t('statement.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rains.data.map((r) => (
                  <Table.Tr key={r.id} data-testid="rain-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {hour(r.startsAt)} – {hour(r.endsAt).slice(11)}
                    </Table.Td>
                    <Table.Td ta="right">{amount(r.pot)}</Table.Td>
                    <Table.Td ta="right">
                      {r.claimed}/{r.envelopes} · {amount(r.claimedAmount)}
                    </Table.Td>
                    <Table.Td ta="right">{amount(r.refunded)}</Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={r.status === 'OPEN' ? 'orange' : 'gray'}>
                        {t(`rain.status.${r.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Stack>
  );
}
