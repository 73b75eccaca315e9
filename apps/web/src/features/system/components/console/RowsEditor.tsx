import { ActionIcon, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveOutcome } from './SaveOutcome';

export type RowColumn<T> = { key: string; label: string; cell(row: T, set: (patch: Partial<T>) => void, label: string): ReactNode };

/**
 * An ordered list edited in place and saved whole (the server replaces the list): rows are added and
 * removed locally, nothing changes on the site until Save.
 */
export function RowsEditor<T>({
  title,
  intro,
  initial,
  blank,
  columns,
  valid,
  canEdit,
  pending,
  error,
  saved,
  onSave,
}: {
  title: string;
  intro: string;
  initial: T[];
  blank: T;
  columns: RowColumn<T>[];
  valid(row: T): boolean;
  canEdit: boolean;
  pending: boolean;
  error: Error | null;
  saved: boolean;
  onSave(rows: T[]): void;
}) {
  const { t } = useTranslation('system/console');
  const [rows, setRows] = useState(initial);
  const set = (i: number) => (patch: Partial<T>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Card withBorder padding="sm" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        {rows.length ? (
          <Table.ScrollContainer minWidth={columns.length * 150 + 60}>
            <Table aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.key}>{c.label}</Table.Th>
                  ))}
                  {canEdit ? <Table.Th>{t('rows.actions')}</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; the list is saved whole
                  <Table.Tr key={i}>
                    {columns.map((c) => (
                      <Table.Td key={c.key}>{c.cell(row, set(i), `${c.label} ${i + 1}`)}</Table.Td>
                    ))}
                    {canEdit ? (
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('rows.remove', { n: i + 1 })}
                          onClick={() => setRows(rows.filter((_, j) => j !== i))}
                        >
                          ×
                        </ActionIcon>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            {t('rows.empty')}
          </Text>
        )}
        <SaveOutcome error={error} saved={saved} />
        {canEdit ? (
          <Group justify="space-between">
            <Button variant="default" onClick={() => setRows([...rows, blank])}>
              {t('rows.add')}
            </Button>
            <Button disabled={!rows.every(valid)} loading={pending} onClick={() => onSave(rows)}>
              {t('rows.save')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
