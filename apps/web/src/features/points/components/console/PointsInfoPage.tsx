import { LANGUAGES, type Language } from '@arcadia/contract';
import { POINTS_INFO_MAX_CHARS, type PointsInfoInput } from '@arcadia/contract/points';
import { Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import { SaveFooter } from '../../../../components/SaveFooter';
import type { ConsolePageProps } from '../../../../lib/console-page';
import { usePointsInfoAll, useSavePointsInfo } from '../../api/console/points-info';

/** Where a member whose language has no text is sent: the first language's (the server's rule, ADR 056). */
const FALLBACK: Language = LANGUAGES[0];

type Save = ReturnType<typeof useSavePointsInfo>;

type Active = { active: Language; setActive(l: Language): void };

function InfoForm({ save, saved, canEdit, active, setActive }: { save: Save; saved: PointsInfoInput; canEdit: boolean } & Active) {
  const { t } = useTranslation(['points/console', 'common/console']);
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(saved.items.map((i) => [i.language, i.content])));
  const name = (l: Language) => t(`common/console:variants.languages.${l}`);
  const state = (l: Language) =>
    texts[l]?.trim() ? t('info.own') : l === FALLBACK ? t('info.none') : t('info.usesFallback', { language: name(FALLBACK) });
  const text = texts[active] ?? '';
  return (
    <form
      aria-label={t('info.form')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ items: LANGUAGES.map((language) => ({ language, content: (texts[language] ?? '').trim() })) });
      }}
    >
      <Stack gap="sm">
        <Select
          label={t('info.language')}
          allowDeselect={false}
          value={active}
          onChange={(v) => v && setActive(v as Language)}
          data={LANGUAGES.map((l) => ({ value: l, label: `${name(l)} (${l}) · ${state(l)}` }))}
          maw={420}
        />
        <Textarea
          label={t('info.text', { language: name(active) })}
          description={t('info.hint')}
          autosize
          minRows={6}
          maxRows={16}
          maxLength={POINTS_INFO_MAX_CHARS}
          readOnly={!canEdit}
          value={text}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setTexts((all) => ({ ...all, [active]: value }));
            save.reset();
          }}
        />
        <Text size="xs" c="dimmed" aria-live="polite">
          {t('info.count', { count: text.length, max: POINTS_INFO_MAX_CHARS })}
        </Text>
        <SaveFooter save={save} canEdit={canEdit} texts={{ saved: t('info.saved'), save: t('info.save'), readOnly: t('info.readOnly') }} />
      </Stack>
    </form>
  );
}

/** The points mall's (i) explanation (spec 001 §7; ADR 056): plain text per language, set by content operators. */
export default function PointsInfoPage({ code, can }: ConsolePageProps) {
  const { t } = useTranslation('points/console');
  const info = usePointsInfoAll(code);
  // Here, not in the form: the form is remounted when what is saved changes, and the outcome must outlive that.
  const save = useSavePointsInfo(code);
  const [active, setActive] = useState<Language>(FALLBACK);
  return (
    <Stack gap="sm" maw={760}>
      <Text size="sm" c="dimmed">
        {t('info.intro')}
      </Text>
      <QueryState loading={info.isPending} error={info.error} empty={false} onRetry={() => void info.refetch()}>
        {/* Keyed by what is saved: a save (or another operator's) refills the form. */}
        {info.data ? (
          <InfoForm
            key={JSON.stringify(info.data)}
            save={save}
            saved={info.data}
            active={active}
            setActive={setActive}
            canEdit={can('content')}
          />
        ) : null}
      </QueryState>
    </Stack>
  );
}
