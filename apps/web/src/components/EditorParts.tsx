import { Alert, Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fromLocalInput } from '../lib/local-time';

/** Start and end of a scheduled item, as local date-times; answers whether the window is valid. */
export function ScheduleFields({
  start,
  end,
  onChange,
}: {
  start: string;
  end: string;
  onChange(next: { start: string; end: string }): void;
}) {
  const { t } = useTranslation('common/console');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      <TextInput
        type="datetime-local"
        label={t('schedule.start')}
        description={t('schedule.startHint')}
        value={start}
        onChange={(e) => onChange({ start: e.currentTarget.value, end })}
      />
      <TextInput
        type="datetime-local"
        label={t('schedule.end')}
        description={t('schedule.endHint')}
        value={end}
        onChange={(e) => onChange({ start, end: e.currentTarget.value })}
        error={windowInvalid(start, end) ? t('schedule.windowInvalid') : null}
      />
    </SimpleGrid>
  );
}

export function windowInvalid(start: string, end: string): boolean {
  const s = fromLocalInput(start);
  const e = fromLocalInput(end);
  return s !== null && e !== null && e <= s;
}

/** The save error (already localised by the server) and the cancel/save buttons of an editor. */
export function EditorActions({
  error,
  saving,
  disabled,
  onCancel,
  onSave,
}: {
  error: Error | null;
  saving: boolean;
  disabled: boolean;
  onCancel(): void;
  onSave(): void;
}) {
  const { t } = useTranslation('common/console');
  return (
    <>
      {error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('editor.cancel')}
        </Button>
        <Button disabled={disabled} loading={saving} onClick={onSave}>
          {t('editor.save')}
        </Button>
      </Group>
    </>
  );
}
