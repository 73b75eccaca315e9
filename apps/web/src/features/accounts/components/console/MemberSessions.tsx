import type { Language } from '@arcadia/contract';
import { Alert, Button, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import { formatDateTime } from '../../../../lib/format';
import { useMemberSessions } from '../../api/console/get-member-sessions';
import { useMemberAction } from '../../api/console/member-action';
import { ConfirmAction } from './ConfirmAction';

/** A member's live sessions; ending one (or all) signs that browser out on its next request. */
export function MemberSessions({ code, account, canEnd }: { code: string; account: string; canEnd: boolean }) {
  const { t, i18n } = useTranslation('accounts/console');
  const sessions = useMemberSessions(code, account);
  const end = useMemberAction(code, account);
  // null: nothing asked; '': every session; else one session's id.
  const [asking, setAsking] = useState<string | null>(null);
  const [ended, setEnded] = useState<number | null>(null);
  const when = (iso: string) => formatDateTime(iso, i18n.language as Language);
  const ask = (id: string) => {
    end.reset();
    setAsking(id);
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h5">
          {t('sessions.title')}
        </Title>
        <Group gap="xs">
          <Button size="xs" variant="default" loading={sessions.isFetching} onClick={() => void sessions.refetch()}>
            {t('sessions.refresh')}
          </Button>
          {canEnd && (sessions.data?.length ?? 0) > 0 ? (
            <Button size="xs" color="red" variant="light" onClick={() => ask('')}>
              {t('sessions.endAll')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {ended !== null ? (
        <Alert color="green" role="status" withCloseButton closeButtonLabel={t('profile.dismiss')} onClose={() => setEnded(null)}>
          {t('sessions.ended', { count: ended })}
        </Alert>
      ) : null}
      <QueryState
        loading={sessions.isPending}
        error={sessions.error}
        empty={sessions.data?.length === 0}
        onRetry={() => void sessions.refetch()}
      >
        <ScrollArea type="auto" maw="100%">
          <Table striped verticalSpacing="xs" miw={640} aria-label={t('sessions.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sessions.device')}</Table.Th>
                <Table.Th>{t('sessions.ip')}</Table.Th>
                <Table.Th>{t('sessions.started')}</Table.Th>
                <Table.Th>{t('sessions.lastSeen')}</Table.Th>
                <Table.Th>{t('sessions.browser')}</Table.Th>
                {canEnd ? <Table.Th>{t('sessions.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data?.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    {s.device}
                    {s.kind === 'password_change' ? ` · ${t('sessions.forcedChange')}` : ''}
                  </Table.Td>
                  <Table.Td>{s.ip}</Table.Td>
                  <Table.Td>{when(s.createdAt)}</Table.Td>
                  <Table.Td>{when(s.lastSeenAt)}</Table.Td>
                  <Table.Td>
                    <Text size="xs" lineClamp={1} title={s.userAgent} maw={220}>
                      {s.userAgent || '—'}
                    </Text>
                  </Table.Td>
                  {canEnd ? (
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        color="red"
                        variant="subtle"
                        onClick={() => ask(s.id)}
                        aria-label={t('sessions.endOne', { ip: s.ip })}
                      >
                        {t('sessions.end')}
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </QueryState>
      {asking !== null ? (
        <ConfirmAction
          title={t(asking ? 'sessions.end' : 'sessions.endAll')}
          warning={t(asking ? 'warn.endOne' : 'warn.endAll', { account })}
          confirmLabel={t(asking ? 'sessions.end' : 'sessions.endAll')}
          pending={end.isPending}
          error={end.error}
          onConfirm={(reason) =>
            end.mutate(
              { action: 'endSessions', reason, ...(asking ? { sessionId: asking } : {}) },
              {
                onSuccess: (v) => {
                  setEnded('ended' in v ? v.ended : 0);
                  setAsking(null);
                },
              },
            )
          }
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Stack>
  );
}
