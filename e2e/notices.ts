import type { Page } from '@playwright/test';

/**
 * Operator credits that specs make to fund player01 arrive as "realtime" deposit notices, which stay
 * until closed (spec 000 §9) and can cover the header: close them once the page has settled.
 */
export async function closeNotices(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (const close of await page.locator('.mantine-Notification-root button').all()) await close.click().catch(() => {});
}
