import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { registerDemoMember } from './members';
import { CAPTCHA_TEXT, DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage, signInFast } from './session';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };

async function signIn(page: Page, username: string) {
  await signInFast(page, username);
}

/** Serious and critical axe findings inside the member centre. */
async function axeProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('[data-testid="centre-page-myFeedback"]').analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

test('a member sends feedback, an operator answers, and the answer shows in "My feedback"', async ({ page }, info) => {
  test.setTimeout(60_000);
  const username = `fbh${Date.now().toString(36)}`;
  await registerDemoMember(page.request, username);
  await page.setViewportSize({ width: 1280, height: 900 });
  // A visitor has no feedback history to open from the help centre; a member reaches it from there.
  await page.goto(`${DEMO_URL}/help`);
  await page.locator('html[lang]').waitFor();
  await chooseLanguage(page, 'EN');
  await expect(page.getByRole('button', { name: 'Send feedback' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My feedback' })).toHaveCount(0);
  await signIn(page, username);

  await page.goto(`${DEMO_URL}/help`);
  await page.getByRole('link', { name: 'My feedback' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/member?page=myFeedback`);
  const centre = page.getByRole('main');
  await expect(centre.getByTestId('centre-tab-myFeedback')).toHaveAttribute('aria-selected', 'true');
  const body = centre.getByTestId('centre-page-myFeedback');
  await expect(body.getByRole('heading', { name: 'My feedback' })).toBeVisible();
  await expect(body.getByTestId('feedback-history-empty')).toHaveText('You have not sent any feedback yet.');

  // The form opens from the page; the new feedback appears at the top of the list once sent.
  const text = `My deposit of this morning (${username}) has not arrived yet. ${'It was sent by bank transfer. '.repeat(6)}`.trim();
  await body.getByRole('button', { name: 'Send feedback' }).click();
  const form = page.getByRole('dialog', { name: 'Feedback' });
  await form.getByLabel('Type').selectOption({ label: 'Deposit' });
  await form.getByLabel(/^Description/).fill(text);
  await form.getByRole('textbox', { name: /^Captcha/ }).fill(CAPTCHA_TEXT);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form).toBeHidden();
  const entry = body.getByTestId('feedback-entry').first();
  await expect(entry).toContainText('Deposit');
  await expect(entry.getByTestId('feedback-status')).toHaveText('Awaiting reply');
  // Long texts are cut until expanded, by a button that says whether it is expanded.
  const more = entry.getByRole('button', { name: 'Show more' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(entry).not.toContainText(text);
  await more.click();
  await expect(entry.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  await expect(entry).toContainText(text);

  // The operator answers through the ops API; the inbox notice refreshes the open list.
  const listed = await (await page.request.get(`${DEMO_URL}/ops/merchants/demo/feedback?size=50`, { headers: ops })).json();
  const mine = (listed.value.list as { id: number; sender: string }[]).find((f) => f.sender === username);
  expect(mine, 'the operator sees the feedback').toBeTruthy();
  const answer = 'We found your deposit: it is credited now.';
  const replied = await page.request.post(`${DEMO_URL}/ops/merchants/demo/feedback/${mine!.id}/reply`, {
    headers: ops,
    data: { reply: answer },
  });
  expect(replied.ok()).toBe(true);
  await expect(entry.getByTestId('feedback-status')).toHaveText('Replied', { timeout: 15_000 });
  await expect(entry.getByTestId('feedback-reply')).toContainText(answer);
  await expect(entry.getByTestId('feedback-reply')).toContainText('Reply from customer service');
  expect(await axeProblems(page)).toEqual([]);
  await shot(page, { path: info.outputPath('feedback-history-1280-en.png') });

  // A phone in Chinese: the same list, translated, within 390 px.
  await page.evaluate(() => localStorage.setItem('hisLang', 'CN'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${DEMO_URL}/member?page=myFeedback`);
  const phone = page.getByTestId('centre-page-myFeedback');
  await expect(phone.getByRole('heading', { name: '我的反馈' })).toBeVisible();
  await expect(phone.getByTestId('feedback-status').first()).toHaveText('已回复');
  await expect(phone.getByTestId('feedback-reply').first()).toContainText(answer);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeProblems(page)).toEqual([]);
  await shot(page, { path: info.outputPath('feedback-history-390-cn.png') });
});
