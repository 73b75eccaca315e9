import { createDownlineSchema, createInviteSchema } from '@arcadia/contract/agents';
import { Alert, Button, Card, CopyButton, Group, Loader, PasswordInput, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { agentsKeys } from '../api/keys';
import { createDownline, createInvite, useRegisterCentre } from '../api/register-centre';

const types = (t: (k: string) => string) => [
  { value: '0', label: t('team.player') },
  { value: '1', label: t('team.agent') },
];

/** registerCenter: create downline accounts and invite links, each with a rebate no higher than the agent's own. */
export default function RegisterCentrePage({ registerUrl }: { registerUrl: (code: string) => string }) {
  const { t } = useTranslation('agents');
  const client = useQueryClient();
  const centre = useRegisterCentre();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [type, setType] = useState('0');
  const [rebate, setRebate] = useState('0');
  const [inviteType, setInviteType] = useState('0');
  const [inviteRebate, setInviteRebate] = useState('0');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'member' | 'invite' | null>(null);

  const run = async (which: 'member' | 'invite', fn: () => Promise<unknown>, done: string) => {
    setBusy(which);
    setError(null);
    try {
      await fn();
      notifications.show({ color: 'green', message: done });
      await client.invalidateQueries({ queryKey: agentsKeys.all });
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t('error.generic'));
    } finally {
      setBusy(null);
    }
  };
  const addMember = () => {
    const parsed = createDownlineSchema.safeParse({ account, password, isAgent: Number(type), rebate });
    if (!parsed.success) return setError(t(`register.invalid.${String(parsed.error.issues[0]?.path[0] ?? 'account')}`));
    void run('member', () => createDownline(parsed.data), t('register.created', { account }));
  };
  const addInvite = () => {
    const parsed = createInviteSchema.safeParse({ isAgent: Number(inviteType), rebate: inviteRebate });
    if (!parsed.success) return setError(t('register.invalid.rebate'));
    void run('invite', () => createInvite(parsed.data), t('register.inviteCreated'));
  };

  return (
    <Stack gap="lg">
      <Title order={2} size="h4">
        {t('page.registerCenter')}
      </Title>
      {centre.isPending ? <Loader size="sm" role="status" aria-label={t('loading')} /> : null}
      {centre.data ? <Text size="sm">{t('register.ownRebate', { rebate: centre.data.ownRebate })}</Text> : null}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Card withBorder radius="md" p="md" component="section" aria-label={t('register.newAccount')}>
        <Title order={3} size="h5" mb="xs">
          {t('register.newAccount')}
        </Title>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput label={t('register.account')} value={account} onChange={(e) => setAccount(e.currentTarget.value)} w={160} />
          <PasswordInput label={t('register.password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} w={160} />
          <Select label={t('team.type')} data={types(t)} value={type} allowDeselect={false} onChange={(v) => setType(v ?? '0')} w={110} />
          <TextInput
            label={t('register.rebate')}
            value={rebate}
            inputMode="decimal"
            onChange={(e) => setRebate(e.currentTarget.value)}
            w={100}
          />
          <Button loading={busy === 'member'} onClick={addMember}>
            {t('register.create')}
          </Button>
        </Group>
      </Card>
      <Card withBorder radius="md" p="md" component="section" aria-label={t('register.invites')}>
        <Title order={3} size="h5" mb="xs">
          {t('register.invites')}
        </Title>
        <Group gap="xs" align="flex-end" wrap="wrap" mb="sm">
          <Select
            label={t('team.type')}
            data={types(t)}
            value={inviteType}
            allowDeselect={false}
            onChange={(v) => setInviteType(v ?? '0')}
            w={110}
          />
          <TextInput
            label={t('register.rebate')}
            value={inviteRebate}
            inputMode="decimal"
            onChange={(e) => setInviteRebate(e.currentTarget.value)}
            w={100}
          />
          <Button loading={busy === 'invite'} onClick={addInvite}>
            {t('register.createInvite')}
          </Button>
        </Group>
        {centre.data && centre.data.invites.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('register.noInvites')}
          </Text>
        ) : null}
        {centre.data?.invites.length ? (
          <Table.ScrollContainer minWidth={0}>
            <Table fz="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('register.code')}</Table.Th>
                  <Table.Th>{t('team.type')}</Table.Th>
                  <Table.Th ta="right">{t('register.rebate')}</Table.Th>
                  <Table.Th>{t('register.link')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {centre.data.invites.map((i) => (
                  <Table.Tr key={i.code}>
                    <Table.Td>{i.code}</Table.Td>
                    <Table.Td>{t(i.isAgent === 0 ? 'team.player' : 'team.agent')}</Table.Td>
                    <Table.Td ta="right">{i.rebate}%</Table.Td>
                    <Table.Td>
                      <CopyButton value={registerUrl(i.code)}>
                        {({ copied, copy }) => (
                          <Button size="compact-xs" variant="light" onClick={copy}>
                            {copied ? t('register.copied') : t('register.copy')}
                          </Button>
                        )}
                      </CopyButton>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Card>
    </Stack>
  );
}
