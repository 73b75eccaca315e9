import { chromium } from '@playwright/test';

const [url, out, width, lang] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const p = await b.newPage({ viewport: { width: Number(width), height: Number(width) > 500 ? 900 : 844 } });
await p.addInitScript((l) => localStorage.setItem('hisLang', l), lang);
await p.goto(url);
await p.waitForLoadState('networkidle');
await p.waitForTimeout(800);
await p.screenshot({ path: out, fullPage: true });
await b.close();
