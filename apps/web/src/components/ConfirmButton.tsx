import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A destructive action asks first: the button opens a dialog that names what will happen. */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  loading,
  ...button
}: { label: string; question: string; onConfirm: () => void; loading?: boolean } & ButtonProps) {
  const { t } = useTranslation('common/console');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="light" color="red" {...button} loading={loading} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={label} centered>
        <Text size="sm" mb="md">
          {question}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('confirmButton.no')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {t('confirmButton.yes')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
