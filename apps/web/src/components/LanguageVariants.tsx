import { type Language, type Translations, translationSource } from '@arcadia/contract';
import { Badge, Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The base text (every language without its own) or one language's variant. */
export type VariantKey = Language | 'base';

/**
 * Reads and writes one field of the editor's draft: the base row's value on the base tab, the
 * variant's on a language tab. `fallback` is what players of that language read while the field is
 * empty (the default language's variant, else the base), shown as the input's placeholder.
 */
export function variantField<T extends object>(
  active: VariantKey,
  base: T,
  translations: Translations<T>,
  defaultLanguage: Language,
  setBase: (next: T) => void,
  setTranslations: (next: Translations<T>) => void,
) {
  return <K extends keyof T>(field: K) => {
    if (active === 'base') return { value: base[field], fallback: undefined, set: (v: T[K]) => setBase({ ...base, [field]: v }) };
    const from = translationSource(translations, field, defaultLanguage, defaultLanguage);
    const fallback = active !== defaultLanguage && from !== 'base' ? translations[from]?.[field] : base[field];
    return {
      value: translations[active]?.[field],
      fallback,
      set: (v: T[K]) => setTranslations({ ...translations, [active]: { ...translations[active], [field]: v } }),
    };
  };
}

/** Drops empty fields and empty variants, so an empty field means "falls back" on the server too. */
export function compactTranslations<T extends object>(translations: Translations<T>): Translations<T> {
  const out: Translations<T> = {};
  for (const [language, variant] of Object.entries(translations) as [Language, Partial<T>][]) {
    const kept = Object.fromEntries(
      Object.entries(variant ?? {}).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
    ) as Partial<T>;
    if (Object.keys(kept).length) out[language] = kept;
  }
  return out;
}

type Props<T> = {
  /** The merchant's languages (from its site settings, read by the page that owns the editor). */
  languages: readonly Language[];
  /** Where a missing variant falls back. */
  defaultLanguage: Language;
  translations: Translations<T>;
  /** The field whose source names a language's state ("own text", "uses CN text"). */
  field: keyof T;
  active: VariantKey;
  onActive(next: VariantKey): void;
};

/**
 * The language picker of a content editor (issue 29): the base text, then each of the merchant's
 * languages, each saying whether players of that language read its own text or fall back to the
 * default language's or the base text.
 */
export function LanguageVariants<T>({ languages, defaultLanguage, translations, field, active, onActive }: Props<T>) {
  const { t } = useTranslation('common/console');
  const stateOf = (l: Language) => {
    const from = translationSource(translations, field, l, defaultLanguage);
    if (from === l) return { color: 'teal', text: t('variants.own') };
    return from === 'base'
      ? { color: 'gray', text: t('variants.usesBase') }
      : { color: 'yellow', text: t('variants.usesLanguage', { language: t(`variants.languages.${from}`) }) };
  };
  const activeState = active === 'base' ? null : stateOf(active);
  return (
    <div>
      <Select
        label={t('variants.picker')}
        data-testid="variant-select"
        data={[
          { value: 'base', label: t('variants.base') },
          ...languages.map((l) => ({ value: l, label: `${t(`variants.languages.${l}`)} (${l}) · ${stateOf(l).text}` })),
        ]}
        value={active}
        onChange={(v) => v && onActive(v as VariantKey)}
        allowDeselect={false}
        maw={420}
      />
      <Group gap={6} mt={6} data-testid="variant-states" aria-label={t('variants.states')}>
        {languages.map((l) => {
          const s = stateOf(l);
          return (
            <Badge key={l} color={s.color} variant="light" size="sm" tt="none">
              {`${l}: ${s.text}`}
            </Badge>
          );
        })}
      </Group>
      <Text size="xs" c="dimmed" mt={4} role="status">
        {active === 'base'
          ? t('variants.baseHint', { language: t(`variants.languages.${defaultLanguage}`) })
          : `${t(`variants.languages.${active}`)}: ${activeState?.text ?? ''}. ${t('variants.emptyHint')}`}
      </Text>
    </div>
  );
}
