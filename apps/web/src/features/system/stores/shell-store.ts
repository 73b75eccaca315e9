import { DEFAULT_LANGUAGE, type Language, parseLanguage } from '@arcadia/contract';
import { create } from 'zustand';
import { changeI18nLanguage } from '../../../lib/i18n';
import { local, STORAGE_KEYS } from '../../../lib/storage';

/** The language chosen earlier on this device, or null when the visitor never picked one. */
export function storedLanguage(): Language | null {
  const raw = local.get(STORAGE_KEYS.language);
  return raw ? parseLanguage(raw) : null;
}

type ShellState = {
  language: Language;
  /** `persist` is false when applying the merchant default, so a later default change still applies. */
  setLanguage: (language: Language, persist?: boolean) => Promise<void>;
};

export const useShellStore = create<ShellState>((set, get) => ({
  language: storedLanguage() ?? DEFAULT_LANGUAGE,
  setLanguage: async (language, persist = true) => {
    if (persist) local.set(STORAGE_KEYS.language, language);
    if (get().language === language) return;
    // Header first, then state: the queries keyed by the new language must send the new header.
    const loading = changeI18nLanguage(language);
    set({ language });
    await loading;
  },
}));
