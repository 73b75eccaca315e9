import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Every member write is confirmed here first, with the reason the audit keeps. The reason must be a
 * few words (the server refuses fewer than 3 characters, localised, and changes nothing).
 */
export function ConfirmAction({
  title,
  warning,
  confirmLabel,
  color = 'red',
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  warning: string;
  confirmLabel: string;
  color?: string;
  pending: boolean;
  error: Error | null;
  onConfirm(reason: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation('accounts/console');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (reason.trim().length < 3) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Text size="sm">{warning}</Text>
        <Textarea
          label={t('confirm.reason')}
          description={t('confirm.reasonHint')}
          value={reason}
          maxLength={200}
          autosize
          minRows={2}
          data-autofocus
          error={missing ? t('confirm.reasonRequired') : null}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setMissing(false);
          }}
        />
        {error ? (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
          <Button color={color} loading={pending} onClick={submit}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
