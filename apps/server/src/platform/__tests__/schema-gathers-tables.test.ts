import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The Drizzle client is built from platform/db/schema.ts; a tables file missing there still migrates
// (drizzle-kit globs the folders) but is invisible to relational queries, which fails only at run time.
const src = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('platform/db/schema.ts', () => {
  it('re-exports every feature and platform tables file', () => {
    const gathered = readFileSync(join(src, 'platform', 'db', 'schema.ts'), 'utf8');
    const tablesFiles: string[] = [];
    for (const area of ['features', 'platform']) {
      for (const folder of readdirSync(join(src, area), { withFileTypes: true })) {
        if (!folder.isDirectory()) continue;
        for (const file of readdirSync(join(src, area, folder.name))) {
          if (file.endsWith('.tables.ts')) tablesFiles.push(`${folder.name}/${file.replace(/\.ts$/, '.js')}`);
        }
      }
    }
    expect(tablesFiles.length).toBeGreaterThan(25);
    const missing = tablesFiles.filter((f) => !gathered.includes(`/${f}'`));
    expect(missing).toEqual([]);
  });
});
