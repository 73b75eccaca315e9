import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const dist = '/work/main/apps/web/dist/';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const p = await b.newPage();
const files = new Set();
p.on('request', (r) => {
  if (r.resourceType() === 'script') files.add(new URL(r.url()).pathname);
});
await p.goto('http://localhost:4411/');
await p.waitForLoadState('networkidle');
let tot = 0;
for (const f of files) {
  const n = gzipSync(readFileSync(dist + f.slice(1))).length;
  tot += n;
  console.log(f.replace(/-[\w-]+\.js/, ''), n);
}
console.log('total', tot);
await b.close();
