import { CS_TYPES, type CustomerServiceEntry, RESOURCE_TYPES, type Resource } from '@arcadia/contract/system';
import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { useSite } from '../../api/console/get-site';
import { useSaveCustomerService } from '../../api/console/save-customer-service';
import { useSaveResources } from '../../api/console/save-resources';
import { type RowColumn, RowsEditor } from './RowsEditor';

const text = <T,>(key: keyof T & string, label: string): RowColumn<T> => ({
  key,
  label,
  cell: (row, set, aria) => (
    <TextInput
      size="xs"
      aria-label={aria}
      value={String(row[key] ?? '')}
      onChange={(e) => set({ [key]: e.currentTarget.value } as Partial<T>)}
    />
  ),
});
const choice = <T,>(key: keyof T & string, label: string, data: readonly string[]): RowColumn<T> => ({
  key,
  label,
  cell: (row, set, aria) => (
    <Select
      size="xs"
      aria-label={aria}
      data={[...data]}
      value={String(row[key])}
      allowDeselect={false}
      onChange={(v) => v && set({ [key]: v } as Partial<T>)}
    />
  ),
});

type CsRow = Omit<CustomerServiceEntry, 'labelIds'> & { labels: string };
const toCs = (r: CsRow): CustomerServiceEntry => {
  const { labels, ...rest } = r;
  return {
    ...rest,
    labelIds: labels
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number),
  };
};

/** Resources (app downloads, contact accounts) and customer-service entries, each list saved whole. */
export default function ContactsPage({ code, can }: ConsolePageProps) {
  const { t } = useTranslation('system/console');
  const site = useSite(code);
  const resources = useSaveResources(code);
  const cs = useSaveCustomerService(code);
  const canEdit = can('admin');
  const data = site.data;
  return (
    <QueryState loading={site.isPending} error={site.error} empty={false} onRetry={() => void site.refetch()}>
      {data ? (
        <Stack gap="md">
          {canEdit ? null : (
            <Text size="sm" c="dimmed">
              {t('adminOnly')}
            </Text>
          )}
          <RowsEditor<Resource>
            key={`r${JSON.stringify(data.resources)}`}
            title={t('resources.title')}
            intro={t('resources.intro')}
            initial={data.resources}
            blank={{ resourceType: 'H5', url: '', qrCodeUrl: null }}
            columns={[
              choice('resourceType', t('resources.type'), RESOURCE_TYPES),
              text('url', t('resources.url')),
              {
                ...text<Resource>('qrCodeUrl', t('resources.qr')),
                cell: (row, set, aria) => (
                  <TextInput
                    size="xs"
                    aria-label={aria}
                    value={row.qrCodeUrl ?? ''}
                    onChange={(e) => set({ qrCodeUrl: e.currentTarget.value.trim() || null })}
                  />
                ),
              },
            ]}
            valid={(r) => r.url.trim() !== ''}
            canEdit={canEdit}
            pending={resources.isPending}
            error={resources.error}
            saved={resources.isSuccess}
            onSave={(rows) => resources.mutate(rows)}
          />
          <RowsEditor<CsRow>
            key={`c${JSON.stringify(data.customerService)}`}
            title={t('cs.title')}
            intro={t('cs.intro')}
            initial={data.customerService.map(({ labelIds, ...rest }) => ({ ...rest, labels: labelIds.join(', ') }))}
            blank={{ csType: 'OTHER', csPosition: 'right', path: '', labels: '', target: 'popup', type: 'web', title: '' }}
            columns={[
              text('title', t('cs.name')),
              choice('csType', t('cs.type'), CS_TYPES),
              text('path', t('cs.path')),
              choice('target', t('cs.target'), ['popup', '_blank', '_self']),
              choice('csPosition', t('cs.position'), ['right', 'left']),
              text('labels', t('cs.labels')),
            ]}
            valid={(r) => r.title.trim() !== '' && r.path.trim() !== '' && /^[\d,\s]*$/.test(r.labels)}
            canEdit={canEdit}
            pending={cs.isPending}
            error={cs.error}
            saved={cs.isSuccess}
            onSave={(rows) => cs.mutate(rows.map(toCs))}
          />
        </Stack>
      ) : null}
    </QueryState>
  );
}
