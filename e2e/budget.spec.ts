import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { DEMO_URL } from './playwright.config';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const LIMITS = { script: 200 * 1024, stylesheet: 50 * 1024 };

// ARCHITECTURE.md §5: what the logged-out home route really loads, gzipped, within budget.
test('logged-out home route loads <= 200 KiB JS and <= 50 KiB CSS (gzip)', async ({ page }) => {
  const files = { script: new Set<string>(), stylesheet: new Set<string>() };
  page.on('request', (r) => {
    const type = r.resourceType();
    const url = new URL(r.url());
    if ((type === 'script' || type === 'stylesheet') && url.origin === DEMO_URL) files[type].add(url.pathname);
  });
  await page.goto(`${DEMO_URL}/`);
  await expect(page.locator('header')).toContainText('Arcadia Demo');
  await page.waitForLoadState('networkidle');
  for (const type of ['script', 'stylesheet'] as const) {
    const total = [...files[type]].reduce((sum, p) => sum + gzipSync(readFileSync(dist + p.replace(/^\//, ''))).length, 0);
    console.log(
      `home route ${type}: ${(total / 1024).toFixed(1)} KiB gzip in ${files[type].size} files (limit ${LIMITS[type] / 1024} KiB)`,
    );
    expect(total).toBeLessThanOrEqual(LIMITS[type]);
  }
});
