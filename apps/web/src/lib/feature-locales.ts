type LocaleModule = { default: Record<string, unknown> };

/** Every feature's locale files, loaded on first use (see i18n.ts: the shell's own are mapped there). */
export const featureLoaders = import.meta.glob<LocaleModule>([
  '../features/*/locales/*.json',
  // a feature's sub-namespaces (`ops/finance` → features/ops/locales/finance/*.json)
  '../features/*/locales/*/*.json',
  '!../features/system/locales/*.json',
]);
