import { Alert, Button, Group, Text } from '@mantine/core';

/**
 * The foot of a console form (no business in it, so below the features): the last save's localised
 * error or its "saved" line, then the submit button for an operator who may edit, else why not.
 * Texts come from the page, in its own namespace.
 */
export function SaveFooter({
  save,
  canEdit,
  texts,
}: {
  save: { error: Error | null; isSuccess: boolean; isPending: boolean };
  canEdit: boolean;
  texts: { saved: string; save: string; readOnly: string };
}) {
  return (
    <>
      {save.error ? (
        <Alert color="red" role="alert" p="xs">
          {save.error.message}
        </Alert>
      ) : null}
      {save.isSuccess ? (
        <Text size="sm" c="green" role="status">
          {texts.saved}
        </Text>
      ) : null}
      {canEdit ? (
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {texts.save}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" role="note">
          {texts.readOnly}
        </Text>
      )}
    </>
  );
}
