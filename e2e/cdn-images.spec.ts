import { expect, test } from '@playwright/test';
import { DEMO_URL } from './playwright.config';

// A 1×1 PNG the "live" CDN answers with.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const DEAD = 'http://cdn-dead.test';
const LIVE = 'http://cdn-live.test';

// The merchant's page policy names its configured CDNs; these two exist only in this test's routing.
test.use({ bypassCSP: true });

/** Spec 000 §7 (ADR 056): pictures load from the picked image CDN and fall back along the list. */
test('a game picture whose first CDN fails loads from the next one', async ({ page }) => {
  // The pick is random: pin it to the first CDN of the list, the dead one.
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  await page.route('**/wps/system/status*', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.value.info.imageCDNs = [DEAD, LIVE];
    await route.fulfill({ response: res, json: body });
  });
  const dead: string[] = [];
  await page.route(`${DEAD}/**`, (route) => {
    dead.push(new URL(route.request().url()).pathname);
    return route.abort('connectionrefused');
  });
  const live: string[] = [];
  await page.route(`${LIVE}/**`, (route) => {
    live.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });

  await page.goto(`${DEMO_URL}/electron`);
  const picture = page.getByTestId('game-card').first().locator('img');
  await expect(picture).toHaveAttribute('src', new RegExp(`^${LIVE}/res/games/`), { timeout: 15_000 });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  const path = new URL((await picture.getAttribute('src')) as string).pathname;
  expect(dead).toContain(path);
  expect(live).toContain(path);
});

test('with no CDN configured pictures load from our own origin, as before', async ({ page }) => {
  const other: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image' && new URL(r.url()).origin !== DEMO_URL) other.push(r.url());
  });
  await page.goto(`${DEMO_URL}/electron`);
  const picture = page.getByTestId('game-card').first().locator('img');
  await expect(picture).toHaveAttribute('src', /^\/res\/games\//, { timeout: 15_000 });
  expect(other).toEqual([]);
});
