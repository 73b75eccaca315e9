import { type BannerTranslations, LINKAGE_TYPES, type OpsBanner } from '@arcadia/contract/promotions';
import { Alert, Badge, Button, Card, Group, Image, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compactTranslations, LanguageVariants, type VariantKey, variantField } from '../../../../components/LanguageVariants';
import { QueryState } from '../../../../components/QueryState';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { useMerchantLanguages } from '../../../../lib/merchant-languages';
import { useOpsBanners } from '../../api/console/get-banners';
import { type BannerEdit, useUpdateOpsBanner } from '../../api/console/update-banner';

/** The image must be a site path or an https address: nothing that runs (javascript:, data:text/html). */
const safeImage = (url: string) => /^(\/[^/]|https:\/\/)/.test(url.trim());

function BannerEditor({ code, banner, onDone }: { code: string; banner: OpsBanner; onDone: () => void }) {
  const { t } = useTranslation('promotions/console');
  const save = useUpdateOpsBanner(code);
  const { languages, defaultLanguage } = useMerchantLanguages(code);
  const [active, setActive] = useState<VariantKey>('base');
  const [translations, setTranslations] = useState<BannerTranslations>(banner.translations);
  const [draft, setDraft] = useState<Omit<BannerEdit, 'translations'>>({
    url: banner.url,
    linkage: banner.linkage,
    linkageType: banner.linkageType,
    groupName: banner.groupName,
    sort: banner.sort,
    vendor: banner.vendor,
    roomId: banner.roomId,
    nodeId: banner.nodeId,
  });
  // The picture carries the banner's text, so each language may have its own (issue 29).
  const image = variantField(
    active,
    { url: draft.url },
    translations,
    defaultLanguage,
    (b) => setDraft({ ...draft, ...b }),
    setTranslations,
  )('url');
  const shown = image.value || image.fallback || '';
  const valid = safeImage(draft.url) && Object.values(translations).every((v) => !v?.url || safeImage(v.url));
  return (
    <Stack gap="xs">
      <LanguageVariants
        languages={languages}
        defaultLanguage={defaultLanguage}
        translations={translations}
        field="url"
        active={active}
        onActive={setActive}
      />
      <TextInput
        label={t('banners.image')}
        value={image.value ?? ''}
        placeholder={image.fallback}
        onChange={(e) => image.set(e.currentTarget.value)}
        error={!image.value && active !== 'base' ? null : safeImage(image.value ?? '') ? null : t('banners.imageInvalid')}
        required={active === 'base'}
      />
      <Select
        label={t('banners.linkageType')}
        data={LINKAGE_TYPES.map((v) => ({ value: v, label: t(`banners.linkage.${v}`) }))}
        value={draft.linkageType}
        onChange={(v) => v && setDraft({ ...draft, linkageType: v as BannerEdit['linkageType'] })}
        allowDeselect={false}
      />
      <TextInput label={t('banners.link')} value={draft.linkage} onChange={(e) => setDraft({ ...draft, linkage: e.currentTarget.value })} />
      {draft.linkageType === 'G' ? (
        <TextInput
          label={t('banners.vendor')}
          value={draft.vendor ?? ''}
          onChange={(e) => setDraft({ ...draft, vendor: e.currentTarget.value || null })}
        />
      ) : null}
      <Group grow>
        <TextInput
          label={t('banners.group')}
          value={draft.groupName}
          onChange={(e) => setDraft({ ...draft, groupName: e.currentTarget.value })}
        />
        <NumberInput
          label={t('banners.sort')}
          value={draft.sort}
          onChange={(v) => setDraft({ ...draft, sort: Number(v) || 0 })}
          allowDecimal={false}
        />
      </Group>
      <Text size="sm" fw={500}>
        {t('banners.preview')}
      </Text>
      {safeImage(shown) ? <Image src={shown} alt={t('banners.previewAlt')} radius="sm" h={120} fit="contain" bg="dark.6" /> : null}
      {save.error ? (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button
          disabled={!valid}
          loading={save.isPending}
          onClick={() =>
            save.mutate({ id: banner.bannerId, body: { ...draft, translations: compactTranslations(translations) } }, { onSuccess: onDone })
          }
        >
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The banner carousels' slides: image, where a click goes, group and order; edited with a preview. */
export default function BannersPanel({ code, can }: ConsolePageProps) {
  const canEdit = can('content');
  const { t } = useTranslation('promotions/console');
  const banners = useOpsBanners(code);
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <QueryState loading={banners.isPending} error={banners.error} empty={banners.data?.length === 0} onRetry={() => void banners.refetch()}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {banners.data?.map((b) => (
          <Card key={b.bannerId} withBorder padding="sm" aria-label={t('banners.card', { id: b.bannerId })} component="section">
            {editing === b.bannerId ? (
              <BannerEditor code={code} banner={b} onDone={() => setEditing(null)} />
            ) : (
              <Stack gap="xs">
                <Image
                  src={safeImage(b.url) ? b.url : undefined}
                  alt={t('banners.previewAlt')}
                  h={120}
                  fit="contain"
                  radius="sm"
                  bg="dark.6"
                />
                <Group gap="xs">
                  <Badge variant="light">{b.groupName}</Badge>
                  <Badge variant="outline">{t(`banners.linkage.${b.linkageType}`)}</Badge>
                  <Text size="xs" c="dimmed">
                    #{b.bannerId} · {t('banners.sort')} {b.sort}
                  </Text>
                </Group>
                <Text size="xs" style={{ wordBreak: 'break-all' }}>
                  {b.url}
                </Text>
                {Object.entries(b.translations).map(([language, v]) =>
                  v?.url ? (
                    <Text key={language} size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                      {`${language}: ${v.url}`}
                    </Text>
                  ) : null,
                )}
                {canEdit ? (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setEditing(b.bannerId)}
                    aria-label={t('banners.editOne', { id: b.bannerId })}
                  >
                    {t('common.edit')}
                  </Button>
                ) : null}
              </Stack>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </QueryState>
  );
}
