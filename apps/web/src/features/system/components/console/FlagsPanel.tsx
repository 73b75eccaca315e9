import { WHITELABEL_FLAG_KEYS, type WhitelabelFlag } from '@arcadia/contract/system';
import { Alert, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { useOpsFlags } from '../../api/console/get-flags';
import { useSetOpsFlag } from '../../api/console/set-flag';

/** Every white-label switch with what it does; a change is live for players on their next page load. */
export default function FlagsPanel({ code, can }: ConsolePageProps) {
  const canEdit = can('admin');
  const { t } = useTranslation('system/console');
  const flags = useOpsFlags(code);
  const save = useSetOpsFlag(code);
  const [filter, setFilter] = useState('');
  const shown = WHITELABEL_FLAG_KEYS.filter((k) => `${k} ${t(`flag.${k}`)}`.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('flags.intro')}
      </Text>
      <TextInput label={t('flags.filter')} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} maw={360} />
      {save.error ? (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      ) : null}
      <QueryState loading={flags.isPending} error={flags.error} empty={shown.length === 0} onRetry={() => void flags.refetch()}>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((key: WhitelabelFlag) => (
            <li key={key}>
              <Switch
                checked={!!flags.data?.[key]}
                disabled={!canEdit || save.isPending}
                onChange={(e) => save.mutate({ flag: key, on: e.currentTarget.checked })}
                label={
                  <Text fw={600} size="sm">
                    {key}
                  </Text>
                }
                description={t(`flag.${key}`)}
              />
            </li>
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
}
