import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWaiveWagering } from '../../api/console/wagering';

/** Waiving asks first, says what it does, and needs a reason (it goes to the audit log). */
export function WaiveButton({ code, id, member, bonus }: { code: string; id: number; member: number; bonus: string }) {
  const { t } = useTranslation('promotions/console');
  const waive = useWaiveWagering(code);
  const [open, setOpen] = useState(false);
  const [remarks, setRemarks] = useState('');
  return (
    <>
      <Button size="xs" variant="light" color="orange" aria-label={t('wagering.waiveOne', { id })} onClick={() => setOpen(true)}>
        {t('wagering.waive')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('wagering.waiveOne', { id })} centered>
        <Stack gap="sm">
          <Text size="sm">{t('wagering.confirm', { member, bonus })}</Text>
          <TextInput
            label={t('wagering.remarks')}
            required
            maxLength={300}
            value={remarks}
            onChange={(e) => setRemarks(e.currentTarget.value)}
            data-autofocus
          />
          {waive.error ? (
            <Alert color="red" role="alert">
              {waive.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="orange"
              loading={waive.isPending}
              disabled={!remarks.trim()}
              onClick={() => waive.mutate({ id, remarks: remarks.trim() }, { onSuccess: () => setOpen(false) })}
            >
              {t('wagering.waive')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
