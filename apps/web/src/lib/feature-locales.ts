type LocaleModule = { default: Record<string, unknown> };

/** Every feature's locale files (and the shared components' sub-namespaces), loaded on first use (see i18n.ts: the shell's own are mapped there). */
export const featureLoaders = import.meta.glob<LocaleModule>([
  '../features/*/locales/*.json',
  // a feature's sub-namespaces (`ops/games` → features/ops/locales/games/*.json)
  '../features/*/locales/*/*.json',
  // shared components' sub-namespaces (`common/console` → components/locales/console/*.json)
  '../components/locales/*/*.json',
  '!../features/system/locales/*.json',
  '!../features/promotions/locales/*.json',
]);
