import type { OpsSiteSettings } from '@arcadia/contract/system';
import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { ScheduleFields, windowInvalid } from '../../../../components/EditorParts';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { fromLocalInput, toLocalInput } from '../../../../lib/local-time';
import { useSiteSettings } from '../../api/console/get-site-settings';
import { useSaveSettings } from '../../api/console/save-settings';

const LANGS = ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'] as const;

function Maintenance({ code, current, canEdit }: { code: string; current: OpsSiteSettings['maintenance']; canEdit: boolean }) {
  const { t } = useTranslation('system/console');
  const save = useSaveSettings(code);
  const [slot, setSlot] = useState({ start: toLocalInput(current?.start), end: toLocalInput(current?.end) });
  const [message, setMessage] = useState<Partial<Record<(typeof LANGS)[number], string>>>(current?.message ?? {});
  const start = fromLocalInput(slot.start);
  const end = fromLocalInput(slot.end);
  const valid = start !== null && end !== null && !windowInvalid(slot.start, slot.end);
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('maintenance.title')}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('maintenance.title')}
          </Title>
          <Badge color={current ? 'orange' : 'gray'} variant="light">
            {current ? t('maintenance.scheduled') : t('maintenance.none')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('maintenance.intro')}
        </Text>
        <ScheduleFields start={slot.start} end={slot.end} onChange={setSlot} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {LANGS.map((l) => (
            <TextInput
              key={l}
              label={t('maintenance.message', { language: t(`languages.${l}`) })}
              value={message[l] ?? ''}
              maxLength={500}
              disabled={!canEdit}
              onChange={(e) => setMessage({ ...message, [l]: e.currentTarget.value })}
            />
          ))}
        </SimpleGrid>
        {save.error ? (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        {canEdit ? (
          <Group justify="flex-end">
            {current ? (
              <ConfirmButton
                label={t('maintenance.end')}
                question={t('maintenance.confirmEnd')}
                onConfirm={() => save.mutate({ kind: 'endMaintenance' })}
                loading={save.isPending}
              />
            ) : null}
            <Button
              disabled={!valid}
              loading={save.isPending}
              onClick={() => start && end && save.mutate({ kind: 'maintenance', start, end, message })}
            >
              {t('maintenance.save')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

function Regions({ code, countries, canEdit }: { code: string; countries: string[]; canEdit: boolean }) {
  const { t } = useTranslation('system/console');
  const save = useSaveSettings(code);
  const [text, setText] = useState(countries.join(', '));
  const parsed = text
    .split(/[\s,]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  const valid = parsed.every((c) => /^[A-Z]{2}$/.test(c));
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('regions.title')}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('regions.title')}
        </Title>
        <TextInput
          label={t('regions.countries')}
          description={t('regions.hint')}
          value={text}
          disabled={!canEdit}
          onChange={(e) => setText(e.currentTarget.value)}
          error={valid ? null : t('regions.invalid')}
        />
        {save.error ? (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        {canEdit ? (
          <Group justify="flex-end">
            <ConfirmButton
              color="blue"
              variant="filled"
              size="sm"
              label={t('regions.save')}
              question={t('regions.confirm', { list: parsed.join(', ') || '—' })}
              disabled={!valid}
              loading={save.isPending}
              onConfirm={() => save.mutate({ kind: 'regions', countries: [...new Set(parsed)] })}
            />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Maintenance window, region restrictions and the merchant's domains (read-only). */
export default function MaintenancePage({ code, can }: ConsolePageProps) {
  const { t } = useTranslation('system/console');
  const site = useSiteSettings(code);
  const canEdit = can('admin');
  return (
    <QueryState loading={site.isPending} error={site.error} empty={false} onRetry={() => void site.refetch()}>
      {site.data ? (
        <Stack gap="md">
          {canEdit ? null : (
            <Text size="sm" c="dimmed">
              {t('maintenance.adminOnly')}
            </Text>
          )}
          <Maintenance key={site.data.maintenance?.start ?? 'none'} code={code} current={site.data.maintenance} canEdit={canEdit} />
          <Regions key={site.data.restrictedCountries.join()} code={code} countries={site.data.restrictedCountries} canEdit={canEdit} />
          <Card withBorder padding="sm" component="section" aria-label={t('domainList.title')}>
            <Title order={3} size="h5" mb="xs">
              {t('domainList.title')}
            </Title>
            {site.data.domains.length ? (
              <List size="sm">
                {site.data.domains.map((d) => (
                  <List.Item key={d.domainName}>{d.domainName}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                {t('domainList.none')}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt="xs">
              {t('domainList.hint')}
            </Text>
          </Card>
        </Stack>
      ) : null}
    </QueryState>
  );
}
