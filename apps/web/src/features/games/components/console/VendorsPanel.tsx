import type { Language } from '@arcadia/contract';
import type { OpsVendor } from '@arcadia/contract/games';
import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmSwitch } from '../../../../components/ConfirmSwitch';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { formatDateTime } from '../../../../lib/format';
import { useOpsVendors } from '../../api/console/get-vendors';
import { useSetOpsVendor } from '../../api/console/set-vendor';

/** `datetime-local` works in the operator's own time zone; the API takes ISO instants. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : null);

function VendorCard({ code, v, canEdit }: { code: string; v: OpsVendor; canEdit: boolean }) {
  const { t, i18n } = useTranslation('games/console');
  const set = useSetOpsVendor(code);
  const [start, setStart] = useState(toLocalInput(v.maintenanceStart));
  const [end, setEnd] = useState(toLocalInput(v.maintenanceEnd));
  const [invalid, setInvalid] = useState(false);
  const save = (enabled: boolean, s: string, e: string) => {
    if (!!s !== !!e || (s && e && new Date(e) <= new Date(s))) return setInvalid(true);
    setInvalid(false);
    set.mutate({ vendor: v.code, body: { enabled, maintenanceStart: fromLocalInput(s), maintenanceEnd: fromLocalInput(e) } });
  };
  const lang = i18n.language as Language;
  return (
    <Card withBorder padding="sm" component="li" aria-label={v.displayName}>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Text fw={600}>
            {v.displayName} <Text span size="xs" c="dimmed">{`${v.code} · ${v.lane}`}</Text>
          </Text>
          <Group gap={4}>
            {v.underMaintenance ? <Badge color="orange">{t('vendors.inMaintenance')}</Badge> : null}
            {v.maintenanceStart && v.maintenanceEnd ? (
              <Text size="xs" c="dimmed">
                {t('vendors.window', { start: formatDateTime(v.maintenanceStart, lang), end: formatDateTime(v.maintenanceEnd, lang) })}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <ConfirmSwitch
          checked={v.enabled}
          disabled={!canEdit || set.isPending}
          label={t('vendors.switch', { name: v.displayName })}
          question={t('vendors.confirmOff', { name: v.displayName })}
          onChange={(enabled) => save(enabled, start, end)}
        />
      </Group>
      {canEdit ? (
        <Group align="flex-end" mt="xs" wrap="wrap">
          <TextInput type="datetime-local" label={t('vendors.start')} value={start} onChange={(e) => setStart(e.currentTarget.value)} />
          <TextInput
            type="datetime-local"
            label={t('vendors.end')}
            value={end}
            error={invalid ? t('vendors.invalid') : null}
            onChange={(e) => setEnd(e.currentTarget.value)}
          />
          <Button variant="light" loading={set.isPending} onClick={() => save(v.enabled, start, end)}>
            {t('vendors.saveWindow')}
          </Button>
          <Button
            variant="subtle"
            disabled={!v.maintenanceStart}
            onClick={() => {
              setStart('');
              setEnd('');
              save(v.enabled, '', '');
            }}
          >
            {t('vendors.clearWindow')}
          </Button>
        </Group>
      ) : null}
      {set.error ? (
        <Alert color="red" role="alert" mt="xs">
          {set.error.message}
        </Alert>
      ) : null}
    </Card>
  );
}

/** Game vendors for this merchant: switched on or off, and their maintenance windows (players see them). */
export default function VendorsPanel({ code, can }: ConsolePageProps) {
  const { t } = useTranslation('games/console');
  const q = useOpsVendors(code);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('vendors.intro')}
      </Text>
      <QueryState loading={q.isPending} error={q.error} empty={q.data?.length === 0} onRetry={() => void q.refetch()}>
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {q.data?.map((v) => (
            <VendorCard key={`${v.code}-${v.maintenanceStart}-${v.maintenanceEnd}`} code={code} v={v} canEdit={can('admin')} />
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
}
