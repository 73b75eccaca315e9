import type { Translations } from '@arcadia/contract';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantLanguages } from '../lib/merchant-languages';
import { LanguageVariants, type VariantKey, variantField } from './LanguageVariants';

/**
 * The text of a content editor with a variant per language (issue 29): the base text, the variants,
 * the language being edited, and a reader/writer for each field of the language on screen. One
 * place for the popup, promotion and notice editors (promotions' and inbox's console pages, ADR 054).
 */
export function useVariantText<T extends { title: string }>(code: string, base: T, translations0: Translations<T> | undefined) {
  const { languages, defaultLanguage } = useMerchantLanguages(code);
  const [active, setActive] = useState<VariantKey>('base');
  const [text, setText] = useState<T>(base);
  const [translations, setTranslations] = useState<Translations<T>>(translations0 ?? {});
  const field = variantField(active, text, translations, defaultLanguage, setText, setTranslations);
  return { languages, defaultLanguage, active, setActive, text, translations, field };
}

/** The language picker and the title of the language on screen (required on the base text only). */
export function VariantTitle<T extends { title: string }>({ v }: { v: ReturnType<typeof useVariantText<T>> }) {
  const { t } = useTranslation('common/console');
  const title = v.field('title');
  return (
    <>
      <LanguageVariants
        languages={v.languages}
        defaultLanguage={v.defaultLanguage}
        translations={v.translations}
        field="title"
        active={v.active}
        onActive={v.setActive}
      />
      <TextInput
        label={t('variants.title')}
        value={(title.value as string | undefined) ?? ''}
        placeholder={title.fallback as string | undefined}
        onChange={(e) => title.set(e.currentTarget.value as T['title'])}
        required={v.active === 'base'}
        maxLength={200}
      />
    </>
  );
}
