import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { consoleSignIn, newOperator, openOpsPage } from './ops-console';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };

test('an operator adds a parent and a child help item in EN; a player opens the child from the /help menu', async ({
  page,
  context,
}, info) => {
  test.setTimeout(60_000);
  const n = Date.now() % 1_000_000;
  const parentTitle = `Payouts ${n}`;
  const childTitle = `How long a payout takes ${n}`;
  const childTag = `e2e-payout-${n}`;
  const op = await newOperator(page, 'e2ehelp', 'content');
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await consoleSignIn(page, op, 'EN');
    await openOpsPage(page, 'Help centre');
    await expect(page.getByRole('combobox', { name: 'Help language' })).toHaveValue('English');

    await page.getByRole('button', { name: 'Add parent item' }).click();
    const form = page.getByTestId('help-item-form');
    await form.getByRole('textbox', { name: /^Tag/ }).fill(`e2e-payouts-${n}`);
    await form.getByRole('textbox', { name: /^Title/ }).fill(parentTitle);
    await form.getByRole('textbox', { name: /^Menu colour/ }).fill('#2f9e44');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId(`help-row-e2e-payouts-${n}`)).toBeVisible();

    await page.getByRole('button', { name: `Add a child under ${parentTitle}` }).click();
    await form.getByRole('textbox', { name: /^Tag/ }).fill(childTag);
    await form.getByRole('textbox', { name: /^Title/ }).fill(childTitle);
    await form
      .getByRole('textbox', { name: 'Content (HTML)' })
      .fill('<p>Payouts arrive within <b>24 hours</b>.</p><script>window.__pwned=1</script>');
    await expect(form.getByTestId('html-preview').locator('b')).toHaveText('24 hours');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId(`help-row-${childTag}`)).toBeVisible();
    await shot(page, { path: info.outputPath('ops-help-en-1280.png'), fullPage: true });
    const editorProblems = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(editorProblems.map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`)).toEqual([]);

    // Reordering by keyboard: up to the top (the arrow that is left keeps focus), then back down.
    const rows = page.getByRole('list', { name: 'Help items' }).locator(':scope > li');
    const before = await rows.count();
    const up = page.getByRole('button', { name: `Move ${parentTitle} up` });
    const down = page.getByRole('button', { name: `Move ${parentTitle} down` });
    await up.focus();
    for (let at = before - 1; at > 0; at--) {
      await page.keyboard.press('Enter');
      await expect(rows.nth(at - 1)).toContainText(parentTitle);
      await expect(at > 1 ? up : down).toBeFocused();
    }
    for (let at = 0; at < before - 1; at++) {
      await page.keyboard.press('Enter');
      await expect(rows.nth(at + 1)).toContainText(parentTitle);
      await expect(at < before - 2 ? down : up).toBeFocused();
    }

    // The player's /help: the parent's entry opens its children; the child's entry shows its content.
    const player = await context.newPage();
    await player.setViewportSize({ width: 1280, height: 900 });
    await player.goto(`${DEMO_URL}/help`);
    await player.locator('header select').first().selectOption('EN');
    await player.getByRole('button', { name: parentTitle }).click();
    await player.getByRole('button', { name: childTitle }).click();
    const content = player.getByTestId('help-content').filter({ hasText: childTitle });
    await expect(content).toContainText('Payouts arrive within 24 hours.');
    await expect(player).toHaveURL(new RegExp(`[?&]item=${childTag}`));
    expect(await player.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null)).toBeNull();
    const problems = (await new AxeBuilder({ page: player }).analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(problems.map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`)).toEqual([]);
    await shot(player, { path: info.outputPath('help-player-en-1280.png'), fullPage: true });

    // A deep link opens the item directly; the CN phone view shows the CN tree, menu above content.
    await player.reload();
    await expect(player.getByTestId('help-content').filter({ hasText: childTitle })).toBeVisible();
    await player.setViewportSize({ width: 390, height: 844 });
    await player.goto(`${DEMO_URL}/help`);
    await player.locator('header select').first().selectOption('CN');
    await expect(player.getByRole('heading', { name: '帮助中心' })).toBeVisible();
    await expect(player.getByTestId('help-content').first()).toBeVisible();
    expect(await player.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(player, { path: info.outputPath('help-player-cn-390.png'), fullPage: true });
    await player.locator('header select').first().selectOption('EN');
    await player.close();

    // The child moves to the top level from its edit form, then back under its parent, at the end.
    const place = async (title: string, option: string | RegExp) => {
      await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
      await form.getByRole('combobox', { name: 'Place' }).click();
      await page.getByRole('option', { name: option }).click();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form).toBeHidden();
    };
    const childrenList = page.getByRole('list', { name: `Children of ${parentTitle}` });
    await place(childTitle, 'Top level (a parent item)');
    await expect(rows.last()).toContainText(childTitle);
    await expect(childrenList).toHaveCount(0);
    await place(childTitle, `Under ${parentTitle}`);
    await expect(childrenList.getByTestId(`help-row-${childTag}`)).toBeVisible();
    // A parent with children keeps its place: the form says why and does not offer the move.
    await page.getByRole('button', { name: `Edit ${parentTitle}`, exact: true }).click();
    await expect(form.getByRole('combobox', { name: 'Place' })).toBeDisabled();
    await expect(form).toContainText('It has children, so it stays at the top level.');
    await shot(form, { path: info.outputPath('ops-help-place-en-1280.png') });
    await form.getByRole('button', { name: 'Cancel' }).click();

    // The editor on a phone, in Chinese: rows wrap, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('select').first().selectOption('CN');
    await expect(page.getByRole('button', { name: `在 ${parentTitle} 下添加子项` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, { path: info.outputPath('ops-help-cn-390.png'), fullPage: true });
  } finally {
    // Remove what this run added (the parent and, by cascade, its child).
    const list = await (await page.request.get(`${DEMO_URL}/ops/merchants/demo/help-items?language=EN`, { headers: ops })).json();
    const ours = [`e2e-payouts-${n}`, childTag];
    for (const item of list.value.filter((i: { tag: string; parentId: number | null }) => ours.includes(i.tag))) {
      await page.request.delete(`${DEMO_URL}/ops/merchants/demo/help-items/${item.id}?cascade=true`, { headers: ops });
    }
  }
});
