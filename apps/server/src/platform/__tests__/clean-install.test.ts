import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 29: `npm ci` on a fresh clone leaves `git status` clean. npm ci refuses a lock out of step
// with a package.json (and `npm install` rewrites it, a changed tracked file); an install script of
// our own could write into the tree. Both are read here from the files, without an install.
const root = new URL('../../../../../', import.meta.url);
const json = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as Record<string, unknown>;

type Manifest = { name?: string; workspaces?: string[]; scripts?: Record<string, string> } & Partial<
  Record<(typeof DEP_FIELDS)[number], Record<string, string>>
>;
const DEP_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const;
/** The same names and ranges, in any order (npm sorts the lock's, not the manifest's). */
const sorted = (deps: Record<string, string> | undefined) =>
  JSON.stringify(Object.entries(deps ?? {}).sort(([a], [b]) => a.localeCompare(b)));
// npm runs these on `npm ci` in the root and in every workspace.
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepublish', 'preprepare', 'prepare', 'postprepare'];

describe('a clean install leaves the clone as it was (issue 29)', () => {
  const rootManifest = json('package.json') as Manifest;
  const lock = json('package-lock.json') as { packages: Record<string, Manifest> };
  const places = ['', ...(rootManifest.workspaces ?? [])];

  it('package-lock.json states every workspace’s dependencies exactly as its package.json does', () => {
    const drift: string[] = [];
    for (const place of places) {
      const manifest = json(place ? `${place}/package.json` : 'package.json') as Manifest;
      const locked = lock.packages[place];
      if (!locked) {
        drift.push(`${place}: not in the lock`);
        continue;
      }
      for (const field of DEP_FIELDS) if (sorted(manifest[field]) !== sorted(locked[field])) drift.push(`${place || '(root)'} ${field}`);
    }
    expect(drift).toEqual([]);
  });

  it('the lock holds every optional package for every platform (npm ci refused a lock made on one: 8 @biomejs/cli-* missing)', () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages))
      for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
        // Where Node would look for it: the package's own node_modules, then each one above.
        let dir = path;
        for (;;) {
          if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${dep}`]) break;
          if (!dir) {
            missing.push(`${path} -> ${dep}`);
            break;
          }
          const up = dir.lastIndexOf('/node_modules/');
          dir = up >= 0 ? dir.slice(0, up) : '';
        }
      }
    expect(missing).toEqual([]);
  });

  it('no package of ours runs a script on install', () => {
    const scripts = places.flatMap((place) => {
      const manifest = json(place ? `${place}/package.json` : 'package.json') as Manifest;
      return INSTALL_SCRIPTS.filter((s) => manifest.scripts?.[s]).map((s) => `${place || '(root)'}: ${s}`);
    });
    expect(scripts).toEqual([]);
  });
});
