import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage, signInFast } from './session';

/**
 * Issue 26: /news is a real page, no longer "coming soon": the notices as news in the reader's
 * language, ten a page, each with a page of its own (`/news?id=`); members' notices for members.
 */
const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const SHOTS = '/tmp/shots-news';

async function openNews(page: Page, language: string, query = '') {
  await page.goto(`${DEMO_URL}/news${query}`);
  await page.locator('html[lang]').waitFor();
  await chooseLanguage(page, language);
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('a visitor reads the news in Chinese, opens one, comes back, and pages on', async ({ page }) => {
  await openNews(page, 'CN');
  await expect(page.getByRole('heading', { level: 1, name: '新闻' })).toBeVisible();
  await expect(page.getByText('即将推出')).toHaveCount(0);
  const items = page.getByTestId('news-item');
  await expect(items).toHaveCount(10);
  await page.getByRole('link', { name: '周二例行维护通知', exact: true }).click();
  await expect(page).toHaveURL(/\/news\?id=\d+$/);
  const article = page.getByTestId('news-article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('周二例行维护通知');
  await expect(article).toContainText('进行中的牌局会先行结算');
  await page.getByTestId('news-back').click();
  await expect(page).toHaveURL(`${DEMO_URL}/news`);
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(0);
});

test('the same notices in English; an ended or unknown one says so instead of a blank page', async ({ page }) => {
  await openNews(page, 'EN');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scheduled maintenance on Tuesday', exact: true })).toBeVisible();
  await page.goto(`${DEMO_URL}/news?id=987654321`);
  await expect(page.getByRole('status').filter({ hasText: 'This news item has ended or does not exist.' })).toBeVisible();
  await expect(page.getByTestId('news-back')).toBeVisible();
});

test("a members' notice is news for player01 only", async ({ page, request, browser }) => {
  const res = await request.post(`${DEMO_URL}/ops/merchants/demo/notices`, {
    headers: ops,
    data: { type: 'PR', groupName: 'w_member', title: 'Members lounge opens', content: '<p>For members.</p>' },
  });
  const { id } = (await res.json()).value as { id: number };
  await signInFast(page, 'player01');
  await page.goto(`${DEMO_URL}/news`);
  await expect(page.getByRole('link', { name: 'Members lounge opens' })).toBeVisible();
  await page.goto(`${DEMO_URL}/news?id=${id}`);
  await expect(page.getByTestId('news-article')).toContainText('For members.');

  const visitor = await browser.newPage();
  await visitor.goto(`${DEMO_URL}/news?id=${id}`);
  await chooseLanguage(visitor, 'EN');
  await expect(visitor.getByText('This news item has ended or does not exist.')).toBeVisible();
  await visitor.close();
  await request.delete(`${DEMO_URL}/ops/merchants/demo/notices/${id}`, { headers: ops });
});

for (const [language, width] of [
  ['CN', 1280],
  ['EN', 1280],
  ['CN', 390],
  ['EN', 390],
] as const) {
  test(`screenshot: news list and article at ${width} px in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    await openNews(page, language);
    await expect(page.getByTestId('news-item').first()).toBeVisible();
    await shot(page, { path: `${SHOTS}/list-${width}-${language}.png` });
    await page.getByTestId('news-item').first().getByRole('link').click();
    await expect(page.getByTestId('news-article')).toBeVisible();
    await shot(page, { path: `${SHOTS}/article-${width}-${language}.png` });
  });
}
