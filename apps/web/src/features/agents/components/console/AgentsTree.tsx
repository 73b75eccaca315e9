import type { Language } from '@arcadia/contract';
import type { AgentTreeNode } from '@arcadia/contract/ops/members';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { formatDateTime } from '../../../../lib/format';
import { useAgentContracts, useAgentPath, useAgentTree } from '../../api/console/get-agent-tree';

type TreeState = { expanded: Set<string>; selected: string | null; toggle(a: string): void; select(a: string): void };

function Level({ code, parent, depth, tree }: { code: string; parent: string | null; depth: number; tree: TreeState }) {
  const { t } = useTranslation('agents/console');
  const level = useAgentTree(code, parent);
  if (level.isPending) return <Loader size="xs" ml={depth * 20} aria-label={t('tree.loading')} />;
  if (level.error)
    return (
      <Text c="red" size="sm" ml={depth * 20} role="alert">
        {level.error.message}
      </Text>
    );
  const { items, total } = level.data;
  if (!items.length && parent === null) return <Text c="dimmed">{t('tree.empty')}</Text>;
  return (
    <ul aria-label={parent === null ? t('tree.title') : undefined} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((n) => (
        <Node key={n.account} code={code} node={n} depth={depth} tree={tree} />
      ))}
      {total > items.length ? (
        <Text component="li" size="xs" c="dimmed" ml={depth * 20}>
          {t('tree.more', { shown: items.length, total })}
        </Text>
      ) : null}
    </ul>
  );
}

function Node({ code, node, depth, tree }: { code: string; node: AgentTreeNode; depth: number; tree: TreeState }) {
  const { t } = useTranslation('agents/console');
  const open = tree.expanded.has(node.account);
  const hasTeam = node.teamSize > 0;
  return (
    <li>
      <Group gap={6} wrap="nowrap" pl={depth * 20} py={2}>
        {hasTeam ? (
          <ActionIcon
            size="sm"
            variant="subtle"
            onClick={() => tree.toggle(node.account)}
            aria-expanded={open}
            aria-label={t(open ? 'tree.collapse' : 'tree.expand', { account: node.account })}
          >
            {open ? '▾' : '▸'}
          </ActionIcon>
        ) : (
          <span style={{ width: 22, display: 'inline-block' }} aria-hidden />
        )}
        <UnstyledButton
          onClick={() => tree.select(node.account)}
          fw={tree.selected === node.account ? 700 : 400}
          aria-pressed={tree.selected === node.account}
        >
          {node.account}
        </UnstyledButton>
        <Badge size="xs" variant="light">
          {t(`type.${node.type}`, { defaultValue: String(node.type) })}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('tree.team', { count: node.teamSize })}
        </Text>
      </Group>
      {open ? <Level code={code} parent={node.account} depth={depth + 1} tree={tree} /> : null}
    </li>
  );
}

function Contracts({ code, account }: { code: string; account: string }) {
  const { t, i18n } = useTranslation('agents/console');
  const contracts = useAgentContracts(code, account);
  const rows = [
    ...(contracts.data?.held ?? []).map((c) => ({ ...c, side: 'held' })),
    ...(contracts.data?.given ?? []).map((c) => ({ ...c, side: 'given' })),
  ];
  return (
    <Card withBorder padding="sm">
      <Title order={3} size="h5" mb="xs">
        {t('contracts.title', { account })}
      </Title>
      <QueryState loading={contracts.isPending} error={contracts.error} empty={rows.length === 0} onRetry={() => void contracts.refetch()}>
        <ScrollArea type="auto" maw="100%">
          <Table striped verticalSpacing="xs" miw={560} aria-label={t('contracts.title', { account })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('contracts.kind')}</Table.Th>
                <Table.Th>{t('contracts.side')}</Table.Th>
                <Table.Th>{t('contracts.other')}</Table.Th>
                <Table.Th>{t('contracts.status')}</Table.Th>
                <Table.Th>{t('contracts.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={`${c.side}-${c.id}`}>
                  <Table.Td>{c.id}</Table.Td>
                  <Table.Td>{t(`contracts.kinds.${c.kind}`)}</Table.Td>
                  <Table.Td>{t(`contracts.${c.side}`)}</Table.Td>
                  <Table.Td>{c.side === 'held' ? (c.upline ?? t('contracts.house')) : c.downline}</Table.Td>
                  <Table.Td>{t(`contracts.statuses.${c.status}`, { defaultValue: c.status })}</Table.Td>
                  <Table.Td>{formatDateTime(c.createdAt, i18n.language as Language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </QueryState>
    </Card>
  );
}

/** The downline tree: the top of the tree, opened one level at a time, or a member found by account; an agent's contracts. */
export default function AgentsTree({ code }: ConsolePageProps) {
  const { t } = useTranslation('agents/console');
  const [params] = useSearchParams();
  const [draft, setDraft] = useState(params.get('agent') ?? '');
  const [sought, setSought] = useState(params.get('agent') ?? '');
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [selected, setSelected] = useState<string | null>(null);
  const path = useAgentPath(code, sought);
  useEffect(() => {
    if (!path.data?.length) return;
    // Open every level above the member found, and select them.
    setExpanded((prev) => new Set([...prev, ...path.data.slice(0, -1).map((n) => n.account)]));
    setSelected(path.data[path.data.length - 1]!.account);
  }, [path.data]);
  const tree: TreeState = {
    expanded,
    selected,
    toggle: (a) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (!next.delete(a)) next.add(a);
        return next;
      }),
    select: setSelected,
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSought(draft.trim());
  };
  return (
    <Stack>
      <form onSubmit={submit} aria-label={t('tree.search')}>
        <Group align="flex-end" gap="xs">
          <TextInput label={t('tree.account')} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} w={220} />
          <Button type="submit">{t('tree.find')}</Button>
        </Group>
      </form>
      {path.data?.length ? (
        <Text size="sm" aria-live="polite">
          {t('tree.path')}: {path.data.map((n) => n.account).join(' › ')}
        </Text>
      ) : null}
      {path.error ? (
        <Text c="red" size="sm" role="alert">
          {path.error.message}
        </Text>
      ) : null}
      <Card withBorder padding="sm">
        <ScrollArea type="auto" maw="100%">
          <Level code={code} parent={null} depth={0} tree={tree} />
        </ScrollArea>
      </Card>
      {selected ? (
        <Contracts code={code} account={selected} />
      ) : (
        <Text c="dimmed" size="sm">
          {t('contracts.pick')}
        </Text>
      )}
    </Stack>
  );
}
