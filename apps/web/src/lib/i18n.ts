import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, LANGUAGES, type Language, parseLanguage } from '@arcadia/contract';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

type LocaleModule = { default: Record<string, unknown> };
type Loader = () => Promise<LocaleModule>;

// Each locale JSON becomes its own chunk, so a visitor downloads only the language in use. The
// shell's own namespaces are mapped here; the map of every feature's files (six per feature, and
// growing) lives in a chunk of its own that loads the first time a feature asks for its strings,
// so the first page does not pay for the table of pages it does not show.
// The promotions page's strings are mapped here too: it is a page visitors land on, and through the
// feature map its heading waited for two files one after the other (the map, then the strings) after
// the first render (issue 30: on a phone its largest paint came ~350 ms later on loopback).
const shellLoaders = import.meta.glob<LocaleModule>([
  '../components/locales/*.json',
  '../features/system/locales/*.json',
  '../features/promotions/locales/*.json',
]);

export const NAMESPACES = ['common', 'system'] as const;

async function loaderFor(language: string, namespace: string): Promise<Loader | undefined> {
  const file = language.toLowerCase();
  // `ops/games` is a sub-namespace: features/ops/locales/games/<lang>.json; `common/console` (the
  // console's shared components) is components/locales/console/<lang>.json, off the home route.
  const [feature, sub] = namespace.split('/');
  const dir = feature === 'common' ? '../components/locales' : `../features/${feature}/locales`;
  const path = `${dir}/${sub ? `${sub}/` : ''}${file}.json`;
  const shell = shellLoaders[path];
  if (shell) return shell;
  const { featureLoaders } = await import('./feature-locales');
  return featureLoaders[path];
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    loaderFor(language, namespace)
      .then((load) => {
        if (!load) throw new Error(`no locale ${namespace}/${language}`);
        return load();
      })
      .then(
        (m) => callback(null, m.default),
        (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), false),
      );
  },
};

let current: Language = DEFAULT_LANGUAGE;

/** The language sent in the `Language` header; changes synchronously with the picker. */
export function getLanguage(): Language {
  return current;
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAGS[language];
}

/** `firstPage`: namespaces the first page draws, loaded with the shell's rather than after the first render. */
export async function initI18n(language: Language, firstPage: readonly string[] = []): Promise<void> {
  current = language;
  applyDocumentLanguage(language);
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      load: 'currentOnly',
      ns: [...NAMESPACES, ...firstPage],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      // A namespace still on its way renders as nothing, never as its raw key (issue 29): the text
      // appears when the chunk lands. A key missing from a loaded namespace still shows, so gaps stay visible.
      // (returnNull is false by default; spelling it out cost bytes of the home route's budget.)
      appendNamespaceToMissingKey: true,
      parseMissingKeyHandler: (full, fallback) => {
        const [ns, key] = full.split(':');
        return fallback ?? (i18next.hasLoadedNamespace(ns as string) ? key : '');
      },
      react: { useSuspense: false },
    });
}

export async function changeI18nLanguage(language: Language): Promise<void> {
  current = language;
  applyDocumentLanguage(language);
  await i18next.changeLanguage(language);
}

export { parseLanguage };
export const t = i18next.t.bind(i18next);
