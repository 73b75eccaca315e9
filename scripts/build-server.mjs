// Compiles the server (apps/server/src) and the contract it imports (packages/contract/src) to
// JavaScript, file by file, so production starts on plain Node instead of compiling TypeScript at
// launch with tsx (issue 30: ~2.9 s of a 5.6 s start). File by file, not one bundle: the tree keeps
// its shape, so paths taken from import.meta (migrations, the demo vendor's assets, the web build)
// resolve as they do from the sources. The contract's compiled files are picked by the
// `arcadia-compiled` export condition (`node --conditions=arcadia-compiled`); everything else (tsx in
// development, Vitest, Vite, TypeScript) keeps reading the sources.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

/** Every .ts under `dir` that is not a test or a test helper. */
function sources(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !/[/\\](__tests__|test)[/\\]/.test(relative(dir, f).replace(/^/, '/')));
}

async function compile(pkg) {
  const src = join(root, pkg, 'src');
  const out = join(root, pkg, 'dist');
  rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: sources(src),
    outdir: out,
    outbase: src,
    bundle: false,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return out;
}

const started = performance.now();
await compile('packages/contract');
const server = await compile('apps/server');
// What the compiled files read from beside themselves.
cpSync(join(root, 'apps/server/src/db/migrations'), join(server, 'db/migrations'), { recursive: true });
cpSync(join(root, 'apps/server/src/demo-vendor/public'), join(server, 'demo-vendor/public'), { recursive: true });
console.log(`server and contract compiled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
