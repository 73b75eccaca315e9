import { DEFAULT_LANGUAGE, LANGUAGES, type Language, parseLanguage } from '@arcadia/contract';
import { create } from 'zustand';
import { changeI18nLanguage } from '../../../lib/i18n';
import { local, STORAGE_KEYS } from '../../../lib/storage';

/** The language chosen earlier on this device, or null when the visitor never picked one. */
export function storedLanguage(): Language | null {
  const raw = local.get(STORAGE_KEYS.language);
  return raw ? parseLanguage(raw) : null;
}

/** A language code the server wrote on `<html>` (spa.ts), or null for none or an unknown one. */
const pageLanguage = (raw: string | undefined): Language | null =>
  raw && (LANGUAGES as readonly string[]).includes(raw) ? (raw as Language) : null;

/**
 * The language the app boots in, before any call has answered: the visitor's stored choice when
 * the merchant offers it, else the merchant's default that the page's HTML names (`data-language`,
 * written by the server), else the platform default. A first-time visitor so sees the merchant's
 * language from the first painted frame, not the platform's first and the merchant's a moment later (issue 29).
 */
export function bootLanguage(): Language {
  const root = typeof document === 'undefined' ? undefined : document.documentElement.dataset;
  const merchantDefault = pageLanguage(root?.language);
  const offered = (root?.languages ?? '')
    .split(',')
    .map(pageLanguage)
    .filter((l): l is Language => l !== null);
  const chosen = storedLanguage();
  if (chosen && (offered.length === 0 || offered.includes(chosen))) return chosen;
  return merchantDefault ?? chosen ?? DEFAULT_LANGUAGE;
}

type ShellState = {
  language: Language;
  /** `persist` is false when applying the merchant default, so a later default change still applies. */
  setLanguage: (language: Language, persist?: boolean) => Promise<void>;
};

export const useShellStore = create<ShellState>((set, get) => ({
  language: bootLanguage(),
  setLanguage: async (language, persist = true) => {
    if (persist) local.set(STORAGE_KEYS.language, language);
    if (get().language === language) return;
    // Header first, then state: the queries keyed by the new language must send the new header.
    const loading = changeI18nLanguage(language);
    set({ language });
    await loading;
  },
}));
