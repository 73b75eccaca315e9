import { Button, Group, Modal, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A switch that asks before switching OFF (players lose access at once); switching on is immediate.
 */
export function ConfirmSwitch({
  checked,
  label,
  question,
  disabled,
  onChange,
}: {
  checked: boolean;
  label: string;
  question: string;
  disabled?: boolean;
  onChange(next: boolean): void;
}) {
  const { t } = useTranslation('common/console');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Switch
        checked={checked}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => (e.currentTarget.checked ? onChange(true) : setAsking(true))}
      />
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('confirmSwitch.title')} centered>
        <Text size="sm">{question}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('confirmSwitch.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setAsking(false);
              onChange(false);
            }}
          >
            {t('confirmSwitch.off')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
