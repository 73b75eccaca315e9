import type { Language } from '@arcadia/contract';
import { Alert, Button, Group, ScrollArea, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import { formatDateTime } from '../../../../lib/format';
import { useOutbox } from '../../api/outbox/get-outbox';
import type { OpsPageProps } from '../page-props';

type Kind = 'sms' | 'mail';

/**
 * What the built-in SMS and mail providers "sent": the dev/test stand-in for real transports, so it
 * shows the codes and links in full. Read-only, `support` only.
 */
export default function OutboxPage({ code }: OpsPageProps) {
  const { t, i18n } = useTranslation('ops/outbox');
  const [kind, setKind] = useState<Kind>('sms');
  const [draft, setDraft] = useState('');
  const [to, setTo] = useState('');
  const outbox = useOutbox(code, kind, to);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTo(kind === 'sms' ? draft.replace(/\D/g, '') : draft.trim());
  };
  return (
    <Stack>
      <Alert color="yellow" role="note">
        {t('outbox.standIn')}
      </Alert>
      <Group align="flex-end" wrap="wrap" gap="xs">
        <SegmentedControl
          aria-label={t('outbox.kind')}
          value={kind}
          onChange={(v) => {
            setKind(v as Kind);
            setDraft('');
            setTo('');
          }}
          data={[
            { value: 'sms', label: t('outbox.sms') },
            { value: 'mail', label: t('outbox.mail') },
          ]}
        />
        <form onSubmit={submit} aria-label={t('outbox.filter')}>
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t(kind === 'sms' ? 'outbox.toNumber' : 'outbox.toAddress')}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              w={220}
            />
            <Button type="submit">{t('outbox.apply')}</Button>
          </Group>
        </form>
      </Group>
      <QueryState loading={outbox.isPending} error={outbox.error} empty={outbox.data?.length === 0} onRetry={() => void outbox.refetch()}>
        <ScrollArea type="auto" maw="100%">
          <Table striped verticalSpacing="xs" miw={640} aria-label={t(kind === 'sms' ? 'outbox.sms' : 'outbox.mail')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('outbox.when')}</Table.Th>
                <Table.Th>{t('outbox.to')}</Table.Th>
                <Table.Th>{t('outbox.purpose')}</Table.Th>
                <Table.Th>{t('outbox.body')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outbox.data?.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDateTime(r.createdAt, i18n.language as Language)}</Table.Td>
                  <Table.Td>{'toNumber' in r ? r.toNumber : r.toAddress}</Table.Td>
                  <Table.Td>{r.purpose}</Table.Td>
                  <Table.Td>
                    {'subject' in r ? (
                      <Text size="sm" fw={600}>
                        {r.subject}
                      </Text>
                    ) : null}
                    <Text size="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} maw={480}>
                      {r.body}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </QueryState>
    </Stack>
  );
}
