import type { Language } from '@arcadia/contract';
import { OPS_ROLES, type OpsOperatorListItem, type OpsRole } from '@arcadia/contract/ops';
import { Alert, Badge, Button, Group, Modal, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import { formatDateTime } from '../../../../lib/format';
import { useOpsToken } from '../../../../lib/ops-token';
import { useOpsMe } from '../../api/get-me';
import { type OperatorAction, useOperators, useOperatorWrite } from '../../api/operators/operators';
import type { OpsPageProps } from '../page-props';
import { NewOperatorForm } from './NewOperatorForm';
import { TotpSecret } from './TotpSecret';

type Pending = { operator: OpsOperatorListItem; action: OperatorAction | 'role'; role?: OpsRole };
const STATUS_COLOR = { active: 'green', locked: 'orange', disabled: 'gray' } as const;

/** The merchant's operators (admin): create, change role, disable or enable, reset TOTP, end sessions. */
export default function OperatorsPage({ code }: OpsPageProps) {
  const { t, i18n } = useTranslation('ops/operators');
  const operators = useOperators(code);
  const me = useOpsMe(useOpsToken());
  const write = useOperatorWrite(code);
  const [pending, setPending] = useState<Pending | null>(null);
  const [secret, setSecret] = useState<{ username: string; totpSecret: string; totpUri: string } | null>(null);
  const lang = i18n.language as Language;

  const confirm = () => {
    if (!pending) return;
    write.mutate(
      { id: pending.operator.id, action: pending.action, role: pending.role },
      {
        onSuccess: (res) => {
          if (res) setSecret({ username: pending.operator.username, ...res });
          setPending(null);
        },
      },
    );
  };
  const ask = (p: Pending) => {
    write.reset();
    setPending(p);
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <NewOperatorForm code={code} />
      {secret ? (
        <TotpSecret username={secret.username} secret={secret.totpSecret} uri={secret.totpUri} onClose={() => setSecret(null)} />
      ) : null}
      <QueryState
        loading={operators.isPending}
        error={operators.error}
        empty={operators.data?.length === 0}
        onRetry={() => void operators.refetch()}
      >
        <ScrollArea type="auto" maw="100%">
          <Table striped verticalSpacing="xs" miw={900} aria-label={t('table.label')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.account')}</Table.Th>
                <Table.Th>{t('table.role')}</Table.Th>
                <Table.Th>{t('table.status')}</Table.Th>
                <Table.Th>{t('table.sessions')}</Table.Th>
                <Table.Th>{t('table.lastSignIn')}</Table.Th>
                <Table.Th>{t('table.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {operators.data?.map((o) => {
                const self = me.data?.id === o.id;
                return (
                  <Table.Tr key={o.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {o.username}
                      </Text>
                      {self ? (
                        <Text size="xs" c="dimmed">
                          {t('table.you')}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('table.roleOf', { username: o.username })}
                        data={OPS_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))}
                        value={o.role}
                        allowDeselect={false}
                        disabled={self}
                        size="xs"
                        w={140}
                        onChange={(v) => v && v !== o.role && ask({ operator: o, action: 'role', role: v as OpsRole })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[o.status]} variant="light">
                        {t(`status.${o.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{o.openSessions}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{o.lastSignInAt ? formatDateTime(o.lastSignInAt, lang) : t('table.never')}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        {o.status === 'disabled' ? (
                          <Button size="compact-xs" variant="light" onClick={() => ask({ operator: o, action: 'enable' })}>
                            {t('action.enable')}
                          </Button>
                        ) : (
                          <Button
                            size="compact-xs"
                            variant="light"
                            color="red"
                            disabled={self}
                            onClick={() => ask({ operator: o, action: 'disable' })}
                          >
                            {t('action.disable')}
                          </Button>
                        )}
                        <Button size="compact-xs" variant="light" onClick={() => ask({ operator: o, action: 'resetTotp' })}>
                          {t('action.resetTotp')}
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="light"
                          disabled={o.openSessions === 0}
                          onClick={() => ask({ operator: o, action: 'endSessions' })}
                        >
                          {t('action.endSessions')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </QueryState>
      {pending ? (
        <Modal
          opened
          onClose={() => setPending(null)}
          title={t(`confirm.${pending.action}.title`, { username: pending.operator.username })}
          centered
        >
          <Stack gap="sm">
            <Text size="sm">
              {t(`confirm.${pending.action}.body`, {
                username: pending.operator.username,
                role: pending.role ? t(`role.${pending.role}`) : '',
              })}
            </Text>
            {write.error ? (
              <Alert color="red" role="alert">
                {write.error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                {t('confirm.cancel')}
              </Button>
              <Button color={pending.action === 'disable' ? 'red' : undefined} loading={write.isPending} onClick={confirm} data-autofocus>
                {t('confirm.ok')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
}
