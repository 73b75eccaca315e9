import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from './ConfirmButton';
import { QueryState } from './QueryState';

/**
 * The frame every console list page shares, whichever feature owns it: its intro and "new" button, the open editor, the last removal's
 * error, then the list as a table (loading, error and empty states from QueryState).
 */
export function ContentList({
  intro,
  newLabel,
  onNew,
  editor,
  removeError,
  list,
  tableLabel,
  minWidth,
  columns,
  children,
}: {
  intro: string;
  /** Absent when the operator may not add, or an editor is already open. */
  newLabel: string | null;
  onNew(): void;
  editor: ReactNode;
  removeError: Error | null;
  list: { isPending: boolean; error: Error | null; data?: unknown[] | undefined; refetch(): unknown };
  tableLabel: string;
  minWidth: number;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        {newLabel ? <Button onClick={onNew}>{newLabel}</Button> : null}
      </Group>
      {editor}
      {removeError ? (
        <Alert color="red" role="alert">
          {removeError.message}
        </Alert>
      ) : null}
      <QueryState loading={list.isPending} error={list.error} empty={list.data?.length === 0} onRetry={() => void list.refetch()}>
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped highlightOnHover aria-label={tableLabel}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c}>{c}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </QueryState>
    </Stack>
  );
}

/** A row's edit button, any extra actions, and the delete that asks first. */
export function RowActions({
  editLabel,
  onEdit,
  deleteQuestion,
  onDelete,
  deleting,
  children,
}: {
  editLabel: string;
  onEdit(): void;
  deleteQuestion: string;
  onDelete(): void;
  deleting?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common/console');
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="xs" variant="light" onClick={onEdit} aria-label={editLabel}>
        {t('editor.edit')}
      </Button>
      {children}
      <ConfirmButton label={t('editor.delete')} question={deleteQuestion} loading={deleting} onConfirm={onDelete} />
    </Group>
  );
}
