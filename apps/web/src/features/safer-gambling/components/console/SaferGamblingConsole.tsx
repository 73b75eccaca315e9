import type { Language } from '@arcadia/contract';
import type { HistoryEntry, OpsSaferGamblingMember } from '@arcadia/contract/safer-gambling';
import { Badge, Button, Card, Group, Pagination, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { formatDateTime } from '../../../../lib/format';
import { REFUSALS_PAGE_SIZE, useSgMember, useSgMemberKyc, useSgRefusals } from '../../api/console/ops';
import { SettingsCard } from './SettingsCard';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Read-only for members on purpose: a first-line operator sees a member's protections and their
 * history but cannot change a limit or end an exclusion early (LCCP SR 3.5.3; docs/adr/065). The
 * settings tab holds the merchant's own tunables (admins change them).
 */
export default function SaferGamblingConsole({ code, can }: ConsolePageProps) {
  const { t } = useTranslation('safer-gambling/console');
  return (
    <Tabs defaultValue="member" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="member">{t('tabs.member')}</Tabs.Tab>
        <Tabs.Tab value="refusals">{t('tabs.refusals')}</Tabs.Tab>
        <Tabs.Tab value="settings">{t('tabs.settings')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="member" pt="md">
        <MemberLookup code={code} canKyc={can('kyc')} />
      </Tabs.Panel>
      <Tabs.Panel value="refusals" pt="md">
        <Refusals code={code} />
      </Tabs.Panel>
      <Tabs.Panel value="settings" pt="md">
        <SettingsCard code={code} canEdit={can('admin')} />
      </Tabs.Panel>
    </Tabs>
  );
}

function MemberLookup({ code, canKyc }: { code: string; canKyc: boolean }) {
  const { t } = useTranslation('safer-gambling/console');
  const [input, setInput] = useState('');
  const [account, setAccount] = useState('');
  const member = useSgMember(code, account);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setAccount(input.trim());
        }}
      >
        <Group align="end" wrap="wrap">
          <TextInput label={t('username')} value={input} onChange={(e) => setInput(e.currentTarget.value)} maxLength={64} />
          <Button type="submit" disabled={!input.trim()}>
            {t('search')}
          </Button>
        </Group>
      </form>
      {account ? (
        <QueryState loading={member.isPending} error={member.error} empty={false} onRetry={() => void member.refetch()}>
          {member.data ? <MemberView data={member.data} code={code} canKyc={canKyc} /> : null}
        </QueryState>
      ) : null}
    </Stack>
  );
}

function MemberView({ data, code, canKyc }: { data: OpsSaferGamblingMember; code: string; canKyc: boolean }) {
  const { t, i18n } = useTranslation('safer-gambling/console');
  const lang = i18n.language as Language;
  const { exclusion, limits } = data.overview;
  const set = limits.filter((l) => l.amount !== null || l.pending);
  return (
    <Stack>
      <Title order={3} size="h4">
        {data.account}
      </Title>
      <Card withBorder padding="sm">
        <Text fw={600} size="sm">
          {t('exclusion.title')}
        </Text>
        {exclusion ? (
          <Group gap="xs" mt="xs" wrap="wrap">
            <Badge color="red">{t(`exclusion.${exclusion.kind}`)}</Badge>
            <Text size="sm">{t('exclusion.since', { at: formatDateTime(exclusion.startedAt, lang) })}</Text>
            <Text size="sm">
              {exclusion.until ? t('exclusion.until', { at: formatDateTime(exclusion.until, lang) }) : t('exclusion.permanent')}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed" mt="xs">
            {t('exclusion.none')}
          </Text>
        )}
      </Card>
      <Card withBorder padding="sm">
        <Text fw={600} size="sm">
          {t('limits.title')}
        </Text>
        {set.length === 0 ? (
          <Text size="sm" c="dimmed" mt="xs">
            {t('limits.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table mt="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('limits.limit')}</Table.Th>
                  <Table.Th>{t('limits.current')}</Table.Th>
                  <Table.Th>{t('limits.used')}</Table.Th>
                  <Table.Th>{t('limits.pending')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {set.map((l) => (
                  <Table.Tr key={`${l.kind}-${l.period}`}>
                    <Table.Td>{t('limits.name', { kind: t(`kind.${l.kind}`), period: t(`period.${l.period}`) })}</Table.Td>
                    <Table.Td>{l.amount ?? t('limits.noLimit')}</Table.Td>
                    <Table.Td>{l.used}</Table.Td>
                    <Table.Td>
                      {l.pending
                        ? t('limits.pendingFrom', {
                            amount: l.pending.amount ?? t('limits.noLimit'),
                            at: formatDateTime(l.pending.confirmableAt, lang),
                          })
                        : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      {canKyc ? <KycCard code={code} account={data.account} /> : null}
      <Card withBorder padding="sm">
        <Text fw={600} size="sm">
          {t('history.title')}
        </Text>
        {data.history.length === 0 ? (
          <Text size="sm" c="dimmed" mt="xs">
            {t('history.none')}
          </Text>
        ) : (
          <Stack component="ol" gap={4} mt="xs" style={{ paddingLeft: 18, margin: 0 }}>
            {data.history.map((h) => (
              <Text component="li" size="sm" key={h.id}>
                {formatDateTime(h.at, lang)} · {describe(h, t, lang)}
              </Text>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}

type T = (key: string, o?: Record<string, unknown>) => string;
function describe(h: HistoryEntry, t: T, lang: Language): string {
  const limit = () => t('limits.name', { kind: t(`kind.${h.kind}`), period: t(`period.${h.period}`) });
  const amount = h.amount ?? t('limits.noLimit');
  if (h.event === 'exclusion')
    return t('history.exclusion', {
      kind: t(`exclusion.${h.kind}`),
      until: h.until ? formatDateTime(h.until, lang) : t('exclusion.permanent'),
    });
  if (h.event === 'reality_check') return t('history.reality_check', { minutes: h.amount });
  return t(`history.${h.event}`, { limit: limit(), amount });
}

function KycCard({ code, account }: { code: string; account: string }) {
  const { t, i18n } = useTranslation('safer-gambling/console');
  const kyc = useSgMemberKyc(code, account, true);
  return (
    <Card withBorder padding="sm">
      <Text fw={600} size="sm">
        {t('kyc.title')}
      </Text>
      <QueryState loading={kyc.isPending} error={kyc.error} empty={false} onRetry={() => void kyc.refetch()}>
        {kyc.data ? (
          <Stack gap={4} mt="xs">
            <Text size="sm">{t('kyc.level', { level: t(`kyc.levels.${kyc.data.level}`) })}</Text>
            {kyc.data.documents.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('kyc.noDocuments')}
              </Text>
            ) : (
              kyc.data.documents.map((d) => (
                <Group key={d.id} gap="xs">
                  <Badge variant="light">{t(`kyc.type.${d.type}`)}</Badge>
                  <Badge variant="outline">{t(`kyc.status.${d.status}`)}</Badge>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(d.createdAt, i18n.language as Language)}
                  </Text>
                </Group>
              ))
            )}
          </Stack>
        ) : null}
      </QueryState>
    </Card>
  );
}

function Refusals({ code }: { code: string }) {
  const { t, i18n } = useTranslation('safer-gambling/console');
  const [from, setFrom] = useState(day(-6));
  const [to, setTo] = useState(day(0));
  const [page, setPage] = useState(1);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const list = useSgRefusals(code, valid ? from : day(-6), valid ? to : day(0), page);
  const total = list.data?.total ?? 0;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('refusals.intro')}
      </Text>
      <Group wrap="wrap">
        <TextInput
          type="date"
          label={t('refusals.from')}
          value={from}
          onChange={(e) => {
            setFrom(e.currentTarget.value);
            setPage(1);
          }}
        />
        <TextInput
          type="date"
          label={t('refusals.to')}
          value={to}
          error={valid ? undefined : t('refusals.badRange')}
          onChange={(e) => {
            setTo(e.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      <QueryState loading={list.isPending} error={list.error} empty={list.data?.list.length === 0} onRetry={() => void list.refetch()}>
        <Table.ScrollContainer minWidth={560}>
          <Table fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('refusals.at')}</Table.Th>
                <Table.Th>{t('username')}</Table.Th>
                <Table.Th>{t('refusals.gate')}</Table.Th>
                <Table.Th>{t('limits.limit')}</Table.Th>
                <Table.Th>{t('refusals.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.list.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDateTime(r.at, i18n.language as Language)}</Table.Td>
                  <Table.Td>{r.account}</Table.Td>
                  <Table.Td>{t(`refusals.gates.${r.gate}`)}</Table.Td>
                  <Table.Td>{t('limits.name', { kind: t(`kind.${r.kind}`), period: t(`period.${r.period}`) })}</Table.Td>
                  <Table.Td>{r.gate === 'sign_in' ? '—' : r.amount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {total > REFUSALS_PAGE_SIZE ? <Pagination total={Math.ceil(total / REFUSALS_PAGE_SIZE)} value={page} onChange={setPage} /> : null}
      </QueryState>
    </Stack>
  );
}
