import { LANGUAGES, type Language } from '@arcadia/contract';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConsolidatedSettings } from '../api/get-consolidated-settings';
import { useShellStore } from '../stores/shell-store';

/** Each language is named in its own script, so visitors can find theirs whatever is shown now. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  CN: '简体中文',
  TW: '繁體中文',
  JA: '日本語',
  EN: 'English',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
};

/** A native select: keyboard and screen-reader friendly on every device, labelled "Language". */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('system');
  const language = useShellStore((s) => s.language);
  const setLanguage = useShellStore((s) => s.setLanguage);
  const { data } = useConsolidatedSettings();
  const offered = data?.merchant.languages.length ? data.merchant.languages : LANGUAGES;
  const options = (offered.includes(language) ? offered : [language, ...offered]).map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));

  return (
    <NativeSelect
      aria-label={t('language.label')}
      value={language}
      onChange={(e) => void setLanguage(e.currentTarget.value as Language)}
      data={options}
      size={compact ? 'xs' : 'sm'}
      w={compact ? { base: 104, sm: 128 } : 160}
      classNames={{ input: 'arcadia-header-select' }}
    />
  );
}
