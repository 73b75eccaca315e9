import type { KycSettings } from '@arcadia/contract/kyc';
import { Alert, Button, Card, Group, NumberInput, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { useKycSettings, useSaveKycSettings } from '../../api/console/settings';

const THRESHOLDS = ['withdrawBasicOver', 'withdrawFullOver', 'depositsFullOver'] as const;

/** The merchant's age and identity rules; an empty threshold is off. Only an admin may change them. */
export function KycSettingsCard({ code, canEdit }: { code: string; canEdit: boolean }) {
  const { t } = useTranslation('kyc/console');
  const settings = useKycSettings(code);
  const save = useSaveKycSettings(code);
  const [draft, setDraft] = useState<KycSettings | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => setDraft(settings.data ?? null), [settings.data]);
  if (!draft) return null;
  const submit = async () => {
    setMessage(null);
    try {
      await save.mutateAsync(draft);
      setMessage({ ok: true, text: t('settings.saved') });
    } catch (e) {
      setMessage({ ok: false, text: e instanceof ApiError && e.message ? e.message : t('failed') });
    }
  };
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="kyc-settings-title">
      <Text fw={600} id="kyc-settings-title">
        {t('settings.title')}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t('settings.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <NumberInput
          label={t('settings.minimumAge')}
          min={16}
          max={25}
          value={draft.minimumAge}
          onChange={(v) => setDraft({ ...draft, minimumAge: Number(v) || 18 })}
          disabled={!canEdit}
        />
        {THRESHOLDS.map((key) => (
          <TextInput
            key={key}
            label={t(`settings.${key}`)}
            placeholder={t('settings.off')}
            inputMode="decimal"
            value={draft[key] ?? ''}
            onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value.trim() || null })}
            disabled={!canEdit}
          />
        ))}
      </SimpleGrid>
      <Group mt="sm" justify="space-between">
        <Switch
          label={t('settings.dobRequired')}
          checked={draft.dobRequired}
          onChange={(e) => setDraft({ ...draft, dobRequired: e.currentTarget.checked })}
          disabled={!canEdit}
        />
        {canEdit ? (
          <Button size="xs" onClick={() => void submit()} loading={save.isPending}>
            {t('settings.save')}
          </Button>
        ) : null}
      </Group>
      {message ? (
        <Alert color={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'} p="xs" mt="xs">
          {message.text}
        </Alert>
      ) : null}
    </Card>
  );
}
