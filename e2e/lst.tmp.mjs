import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const p = await b.newPage(); const files = new Set();
p.on('request', (r) => { if (r.resourceType() === 'script') files.add(new URL(r.url()).pathname); });
await p.goto('http://localhost:3990/'); await p.waitForLoadState('networkidle');
let t = 0; const rows = [];
for (const f of files) { const n = gzipSync(readFileSync(process.argv[2] + f)).length; t += n; rows.push([n, f]); }
rows.sort((a, b) => b[0] - a[0]); for (const [n, f] of rows.slice(0,4)) console.log((n / 1024).toFixed(2), f); console.log('total', (t / 1024).toFixed(2), files.size);
await b.close();
