import { REALITY_CHECK_MINUTES, type SaferGamblingSettings } from '@arcadia/contract/safer-gambling';
import { Alert, Button, Card, Group, Select, SimpleGrid, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import { ApiError } from '../../../../lib/api-client';
import { useSaveSgSettings, useSgSettings } from '../../api/console/settings';

/** The zones the browser knows, with the saved one kept even when the browser does not list it. */
function zonesWith(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/**
 * The merchant's safer-gambling settings (docs/adr/065): the zone limit periods are counted in and
 * the reality-check default. Support reads them; only an admin may change them, because a new zone
 * moves every member's period boundary at once.
 */
export function SettingsCard({ code, canEdit }: { code: string; canEdit: boolean }) {
  const { t } = useTranslation('safer-gambling/console');
  const settings = useSgSettings(code);
  const save = useSaveSgSettings(code);
  const [draft, setDraft] = useState<SaferGamblingSettings | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => setDraft(settings.data ?? null), [settings.data]);
  const zones = useMemo(() => zonesWith(draft?.timeZone ?? 'Asia/Shanghai'), [draft?.timeZone]);
  const submit = async () => {
    if (!draft) return;
    setMessage(null);
    try {
      await save.mutateAsync(draft);
      setMessage({ ok: true, text: t('settings.saved') });
    } catch (e) {
      setMessage({ ok: false, text: e instanceof ApiError && e.message ? e.message : t('settings.failed') });
    }
  };
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="sg-settings-title">
      <Text fw={600} id="sg-settings-title">
        {t('settings.title')}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t('settings.hint')}
      </Text>
      <QueryState loading={settings.isPending} error={settings.error} empty={false} onRetry={() => void settings.refetch()}>
        {draft ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label={t('settings.timeZone')}
                description={t('settings.timeZoneHint')}
                data={zones}
                searchable
                allowDeselect={false}
                value={draft.timeZone}
                onChange={(v) => v && setDraft({ ...draft, timeZone: v })}
                disabled={!canEdit}
                data-testid="sg-settings-zone"
              />
              <Select
                label={t('settings.realityCheck')}
                description={t('settings.realityCheckHint')}
                data={REALITY_CHECK_MINUTES.map((m) => ({
                  value: String(m),
                  label: m === 0 ? t('settings.off') : t('settings.minutes', { minutes: m }),
                }))}
                allowDeselect={false}
                value={String(draft.realityCheckDefault)}
                onChange={(v) => v !== null && setDraft({ ...draft, realityCheckDefault: Number(v) as 0 })}
                disabled={!canEdit}
              />
            </SimpleGrid>
            {canEdit ? (
              <Group mt="sm" justify="flex-end">
                <Button size="xs" onClick={() => void submit()} loading={save.isPending}>
                  {t('settings.save')}
                </Button>
              </Group>
            ) : (
              <Text size="xs" c="dimmed" mt="xs">
                {t('settings.adminOnly')}
              </Text>
            )}
          </>
        ) : null}
      </QueryState>
      {message ? (
        <Alert color={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'} p="xs" mt="xs">
          {message.text}
        </Alert>
      ) : null}
    </Card>
  );
}
