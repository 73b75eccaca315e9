import { LANGUAGES } from '@arcadia/contract';
import type { CopyrightTranslations, OpsSite } from '@arcadia/contract/system';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compactTranslations, LanguageVariants, type VariantKey, variantField } from '../../../../components/LanguageVariants';
import { useSaveCopyright } from '../../api/console/save-copyright';
import { SaveOutcome } from './SaveOutcome';

/** The footer's copyright line per language (issue 29); an empty language uses the default language's line, then the base. */
export function CopyrightEditor({ code, site, canEdit }: { code: string; site: OpsSite; canEdit: boolean }) {
  const { t } = useTranslation('system/console');
  const save = useSaveCopyright(code);
  const [active, setActive] = useState<VariantKey>('base');
  const [base, setBase] = useState({ copyright: site.copyright });
  const [translations, setTranslations] = useState<CopyrightTranslations>(site.copyrightTranslations);
  const line = variantField(active, base, translations, site.defaultLanguage, setBase, setTranslations)('copyright');
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('copyright.edit')}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('copyright.edit')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('copyright.intro')}
        </Text>
        <LanguageVariants
          languages={site.languages.length ? site.languages : LANGUAGES}
          defaultLanguage={site.defaultLanguage}
          translations={translations}
          field="copyright"
          active={active}
          onActive={setActive}
        />
        <TextInput
          label={t('copyright.line')}
          value={line.value ?? ''}
          placeholder={line.fallback}
          maxLength={500}
          disabled={!canEdit}
          onChange={(e) => line.set(e.currentTarget.value)}
        />
        <SaveOutcome error={save.error} saved={save.isSuccess} />
        {canEdit ? (
          <Group justify="flex-end">
            <Button
              loading={save.isPending}
              onClick={() => save.mutate({ copyright: base.copyright.trim(), translations: compactTranslations(translations) })}
            >
              {t('copyright.save')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
