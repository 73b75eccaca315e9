import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What the last save of a rule page did (ADR 045): its localised error, "Saved" when the change is in
 * force, or — when it raised a payout — that it went to a second operator instead, with its number.
 */
export function RuleSaveOutcome({ error, data }: { error: Error | null; data: unknown }) {
  const { t } = useTranslation('ops/rewards');
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
      <Alert color="yellow" role="status" p="xs" title={t('rules.sentTitle')}>
        {t('rules.sentToApproval', { id: gate.approvalId })}
      </Alert>
    );
  return (
    <Text size="sm" c="green" role="status">
      {t('vip.saved')}
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
  readOnlyNote: 'rules.adminOnly' | 'rules.financeOnly';
}) {
  const { t } = useTranslation('ops/rewards');
  return (
    <>
      <RuleSaveOutcome error={save.error} data={save.data} />
      {canEdit ? (
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={blocked}>
            {t('common.save')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t(readOnlyNote)}
        </Text>
      )}
    </>
  );
}
