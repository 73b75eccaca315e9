import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..', '..');
const LANGS = ['cn', 'tw', 'ja', 'en', 'th', 'vi'];

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

const featureDirs = readdirSync(join(src, 'features')).map((f) => join(src, 'features', f, 'locales'));
// sub-namespaces (`ops/games`, `common/console`) live in a folder of their own under a feature's (or the components') locales
const subDirs = [join(src, 'components', 'locales'), ...featureDirs].flatMap((d) =>
  readdirSync(d, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => join(d, e.name)),
);
const dirs = [join(src, 'components', 'locales'), ...featureDirs, ...subDirs];

describe.each(dirs)('locales in %s', (dir) => {
  const files = Object.fromEntries(LANGS.map((l) => [l, JSON.parse(readFileSync(join(dir, `${l}.json`), 'utf8')) as unknown]));
  const reference = keys(files.en).sort();

  it.each(LANGS)('%s has exactly the English keys and no empty text', (lang) => {
    expect(keys(files[lang]).sort()).toEqual(reference);
    for (const k of keys(files[lang])) {
      const text = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], files[lang]);
      expect(typeof text === 'string' && text.trim().length > 0, `${lang}:${k}`).toBe(true);
    }
  });

  it('keeps the same interpolation variables in every language', () => {
    for (const k of reference) {
      const vars = (lang: string) =>
        String(k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], files[lang]))
          .match(/{{\w+}}/g)
          ?.sort() ?? [];
      for (const lang of LANGS) expect(vars(lang), `${lang}:${k}`).toEqual(vars('en'));
    }
  });
});
