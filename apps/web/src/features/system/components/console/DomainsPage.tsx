import type { SiteDomain } from '@arcadia/contract/system';
import { Alert, Badge, Button, Card, Group, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { useAddDomain } from '../../api/console/add-domain';
import { useSite } from '../../api/console/get-site';
import { useMakePrimaryDomain } from '../../api/console/make-primary';
import { useRemoveDomain } from '../../api/console/remove-domain';

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;

function AddDomain({ code }: { code: string }) {
  const { t } = useTranslation('system/console');
  const add = useAddDomain(code);
  const [host, setHost] = useState('');
  const [kind, setKind] = useState<SiteDomain['kind']>('site');
  const clean = host.trim().toLowerCase();
  const invalid = clean !== '' && !HOST.test(clean);
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('domains.add')}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('domains.add')}
        </Title>
        <TextInput
          label={t('domains.host')}
          description={t('domains.hostHint')}
          value={host}
          error={invalid ? t('domains.invalid') : null}
          onChange={(e) => setHost(e.currentTarget.value)}
        />
        <SegmentedControl
          aria-label={t('domains.kind')}
          value={kind}
          onChange={(v) => setKind(v as SiteDomain['kind'])}
          data={[
            { value: 'site', label: t('domains.site') },
            { value: 'mirror', label: t('domains.mirror') },
          ]}
        />
        {add.error ? (
          <Alert color="red" role="alert">
            {add.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            disabled={!clean || invalid}
            loading={add.isPending}
            onClick={() => add.mutate({ host: clean, kind }, { onSuccess: () => setHost('') })}
          >
            {t('domains.addButton')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The hosts the merchant answers on; an admin adds and removes them (never the primary one) and picks the primary (ADR 028, 032). */
export default function DomainsPage({ code, can }: ConsolePageProps) {
  const { t } = useTranslation('system/console');
  const site = useSite(code);
  const remove = useRemoveDomain(code);
  const makePrimary = useMakePrimaryDomain(code);
  const canEdit = can('admin');
  const domains = site.data?.domains ?? [];
  const current = domains.find((d) => d.primary)?.host ?? '';
  const failed = remove.error ?? makePrimary.error;
  return (
    <QueryState loading={site.isPending} error={site.error} empty={false} onRetry={() => void site.refetch()}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('domains.intro')}
        </Text>
        {failed ? (
          <Alert color="red" role="alert">
            {failed.message}
          </Alert>
        ) : null}
        <Table.ScrollContainer minWidth={420}>
          <Table striped aria-label={t('domains.list')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('domains.host')}</Table.Th>
                <Table.Th>{t('domains.kind')}</Table.Th>
                {canEdit ? <Table.Th>{t('domains.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {domains.map((d) => (
                <Table.Tr key={d.host}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <code>{d.host}</code>
                      {d.primary ? (
                        <Badge size="sm" variant="light">
                          {t('domains.primary')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t(`domains.${d.kind}`)}</Table.Td>
                  {canEdit ? (
                    <Table.Td>
                      {d.primary ? (
                        <Text size="xs" c="dimmed">
                          {t('domains.primaryKept')}
                        </Text>
                      ) : (
                        <Group gap="xs" wrap="nowrap">
                          {d.kind === 'site' ? (
                            <ConfirmButton
                              color="blue"
                              label={t('domains.makePrimary')}
                              aria-label={t('domains.makePrimaryOne', { host: d.host })}
                              question={t('domains.confirmPrimary', { host: d.host, current })}
                              loading={makePrimary.isPending && makePrimary.variables === d.host}
                              onConfirm={() => makePrimary.mutate(d.host)}
                            />
                          ) : null}
                          <ConfirmButton
                            label={t('domains.remove')}
                            aria-label={t('domains.removeOne', { host: d.host })}
                            question={t('domains.confirmRemove', { host: d.host })}
                            loading={remove.isPending && remove.variables === d.host}
                            onConfirm={() => remove.mutate(d.host)}
                          />
                        </Group>
                      )}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {canEdit ? (
          <AddDomain code={code} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('adminOnly')}
          </Text>
        )}
      </Stack>
    </QueryState>
  );
}
