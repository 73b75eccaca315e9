#!/usr/bin/env node
// Performance budget (ARCHITECTURE.md §5): the JS and CSS that index.html loads before anything
// else — entry scripts, modulepreloads and stylesheets — gzipped as the server sends them.
// The e2e budget spec measures what the logged-out home route really loads on top of this.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const LIMITS = { js: 200 * 1024, css: 50 * 1024 };
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const refs = [
  ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => ['js', m[1]]),
  ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => ['js', m[1]]),
  ...[...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => ['css', m[1]]),
];
const totals = { js: 0, css: 0 };
for (const [kind, href] of refs) {
  const size = gzipSync(readFileSync(join(dist, href.replace(/^\//, '')))).length;
  totals[kind] += size;
  console.log(`  ${kind.padEnd(3)} ${(size / 1024).toFixed(1).padStart(7)} KiB gz  ${href}`);
}
let failed = false;
for (const kind of ['js', 'css']) {
  const ok = totals[kind] <= LIMITS[kind];
  failed ||= !ok;
  console.log(`budget ${kind}: ${(totals[kind] / 1024).toFixed(1)} KiB gzip of ${LIMITS[kind] / 1024} KiB ${ok ? 'ok' : 'OVER BUDGET'}`);
}
process.exit(failed ? 1 : 0);
