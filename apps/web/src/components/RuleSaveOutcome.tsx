import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What the last save of a rule page did (ADR 045; below the features, strings in `common/console`): its localised error, "Saved" when the change is in
 * force, or — when it raised a payout — that it went to a second operator instead, with its number.
 */
export function RuleSaveOutcome({ error, data }: { error: Error | null; data: unknown }) {
  const { t } = useTranslation('common/console');
  if (error)
    return (
      <Alert color="red" role="alert">
        {error.message}
      </Alert>
    );
  if (!data) return null;
  const gate = data as { pending?: boolean; approvalId?: number };
  if (gate.pending && gate.approvalId !== undefined)
    return (
      <Alert color="yellow" role="status" p="xs" title={t('ruleSave.sentTitle')}>
        {t('ruleSave.sentToApproval', { id: gate.approvalId })}
      </Alert>
    );
  return (
    <Text size="sm" c="green" role="status">
      {t('ruleSave.saved')}
    </Text>
  );
}

/**
 * The foot of a rule page's form: the last save's outcome, then Save for an operator who may change
 * the rules (disabled while a change waits: the server refuses any other meanwhile), else why not.
 */
export function RuleFormFooter({
  save,
  canEdit,
  blocked,
  readOnlyNote,
}: {
  save: { error: Error | null; data: unknown; isPending: boolean };
  canEdit: boolean;
  blocked: boolean;
  /** Why this operator may not save, in the page's own words. */
  readOnlyNote: string;
}) {
  const { t } = useTranslation('common/console');
  return (
    <>
      <RuleSaveOutcome error={save.error} data={save.data} />
      {canEdit ? (
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={blocked}>
            {t('ruleSave.save')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {readOnlyNote}
        </Text>
      )}
    </>
  );
}
