import { useEffect } from 'react';
import { useConsolidatedSettings } from '../api/get-consolidated-settings';
import { storedLanguage, useShellStore } from '../stores/shell-store';

/** Applies the merchant's default language when the visitor has not chosen one, or chose one the merchant lacks. */
export function useMerchantLanguage(): void {
  const { data } = useConsolidatedSettings();
  const setLanguage = useShellStore((s) => s.setLanguage);
  useEffect(() => {
    if (!data) return;
    const chosen = storedLanguage();
    const { languages, defaultLanguage } = data.merchant;
    if (!chosen || (languages.length > 0 && !languages.includes(chosen))) void setLanguage(defaultLanguage, false);
  }, [data, setLanguage]);
}
