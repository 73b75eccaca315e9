import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type DecisionAction = { key: string; label: string; confirm: string; primary?: boolean; run(remarks: string): void };

/**
 * A queue item's decision: remarks, then one of the actions, each behind a confirmation that says
 * what will happen. `children` adds fields an action needs (a bonus amount).
 */
export function DecisionControls({
  actions,
  pending,
  error,
  children,
}: {
  actions: DecisionAction[];
  pending: boolean;
  error: Error | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('finance');
  const [remarks, setRemarks] = useState('');
  const [asking, setAsking] = useState<DecisionAction | null>(null);
  return (
    <Stack gap="xs" mt="xs">
      {children}
      <TextInput label={t('disputes.remarks')} value={remarks} maxLength={140} onChange={(e) => setRemarks(e.currentTarget.value)} />
      {error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end" wrap="wrap">
        {asking ? (
          <>
            <Text size="sm">{asking.confirm}</Text>
            <Button variant="default" size="xs" onClick={() => setAsking(null)}>
              {t('approvals.cancel')}
            </Button>
            <Button size="xs" loading={pending} onClick={() => asking.run(remarks.trim())}>
              {t('disputes.confirm')}
            </Button>
          </>
        ) : (
          actions.map((a) => (
            <Button key={a.key} size="xs" variant={a.primary ? 'filled' : 'light'} onClick={() => setAsking(a)}>
              {a.label}
            </Button>
          ))
        )}
      </Group>
    </Stack>
  );
}
