import { SEO_PATHS, type SeoConfig } from '@arcadia/contract/system';
import { Button, Card, Group, Select, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { useSite } from '../../api/console/get-site';
import { useSaveSeo } from '../../api/console/save-seo';
import { CopyrightEditor } from './CopyrightEditor';
import { SaveOutcome } from './SaveOutcome';

type Path = (typeof SEO_PATHS)[number];

function SeoEditor({ code, seo, canEdit }: { code: string; seo: SeoConfig; canEdit: boolean }) {
  const { t } = useTranslation('system/console');
  const save = useSaveSeo(code);
  const [path, setPath] = useState<Path>('/');
  const current = seo[path];
  const [draft, setDraft] = useState({
    title: current?.title ?? '',
    description: current?.description ?? '',
    canonical: current?.canonical ?? '',
  });
  const pick = (p: Path) => {
    const e = seo[p];
    setPath(p);
    setDraft({ title: e?.title ?? '', description: e?.description ?? '', canonical: e?.canonical ?? '' });
    save.reset();
  };
  const submit = () => {
    const entry = {
      title: draft.title.trim(),
      description: draft.description.trim(),
      ...(draft.canonical.trim() ? { canonical: draft.canonical.trim() } : {}),
    };
    save.mutate({ ...seo, [path]: entry });
  };
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('seo.edit')}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('seo.edit')}
        </Title>
        <Select
          label={t('seo.path')}
          data={SEO_PATHS.map((p) => ({ value: p, label: seo[p] ? p : t('seo.inherits', { path: p }) }))}
          value={path}
          allowDeselect={false}
          onChange={(v) => v && pick(v as Path)}
        />
        <TextInput
          label={t('seo.title')}
          value={draft.title}
          maxLength={120}
          disabled={!canEdit}
          required
          onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
        />
        <Textarea
          label={t('seo.description')}
          value={draft.description}
          maxLength={320}
          autosize
          minRows={2}
          disabled={!canEdit}
          onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })}
        />
        <TextInput
          label={t('seo.canonical')}
          description={t('seo.canonicalHint')}
          value={draft.canonical}
          maxLength={500}
          disabled={!canEdit}
          onChange={(e) => setDraft({ ...draft, canonical: e.currentTarget.value })}
        />
        <SaveOutcome error={save.error} saved={save.isSuccess} />
        {canEdit ? (
          <Group justify="flex-end">
            <Button disabled={!draft.title.trim()} loading={save.isPending} onClick={submit}>
              {t('seo.save')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** SEO per path (spec 000 §2): title, description and canonical for the listed paths; others inherit "/". */
export default function SeoPage({ code, can }: ConsolePageProps) {
  const { t } = useTranslation('system/console');
  const site = useSite(code);
  const canEdit = can('content');
  const seo = site.data?.seo ?? {};
  return (
    <QueryState loading={site.isPending} error={site.error} empty={false} onRetry={() => void site.refetch()}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('seo.intro')}
        </Text>
        {canEdit ? null : (
          <Text size="sm" c="dimmed">
            {t('seo.readOnly')}
          </Text>
        )}
        {site.data ? <SeoEditor code={code} seo={seo} canEdit={canEdit} /> : null}
        {site.data ? <CopyrightEditor code={code} site={site.data} canEdit={canEdit} /> : null}
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label={t('seo.list')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('seo.path')}</Table.Th>
                <Table.Th>{t('seo.title')}</Table.Th>
                <Table.Th>{t('seo.description')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SEO_PATHS.flatMap((path) => (seo[path] ? [[path, seo[path]] as const] : [])).map(([path, e]) => (
                <Table.Tr key={path}>
                  <Table.Td>
                    <code>{path}</code>
                  </Table.Td>
                  <Table.Td>{e.title}</Table.Td>
                  <Table.Td>{e.description}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </QueryState>
  );
}
