import { copyFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { SCREENS, shot } from './screens';
import { chooseLanguage } from './session';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const chatButton = (page: Page) => page.getByTestId('chat-button');
const chatWindow = (page: Page) => page.getByTestId('chat-window');
const chatFrame = (page: Page) => page.frameLocator('[data-testid="chat-window"] iframe');

async function signIn(page: Page, language: 'EN' | 'CN' = 'EN', account = 'player01') {
  // The form, not the saved session (e2e/session.ts): the chat window's iframe and the type 4 account
  // were not seen passing with it on the loaded machine (ADR 052), so this spec keeps what it had.
  await page.goto(`${DEMO_URL}/login`);
  await page.locator('html[lang]').waitFor();
  await chooseLanguage(page, 'EN');
  await page.getByRole('textbox', { name: /^Username/ }).fill(account);
  await page.getByLabel(/^Password/).fill('abc12345');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/index`);
  if (language === 'CN') await chooseLanguage(page, 'CN');
  for (const close of await page.locator('.mantine-Notification-root button').all()) await close.click();
}

/** The operator side through the ops API: one operator, present. */
async function deskOperator(page: Page): Promise<number> {
  const list = await (await page.request.get(`${DEMO_URL}/ops/merchants/demo/chat/operators`, { headers: ops })).json();
  let op = list.value.find((o: { name: string }) => o.name === 'E2E Desk');
  if (!op)
    op = (
      await (await page.request.post(`${DEMO_URL}/ops/merchants/demo/chat/operators`, { headers: ops, data: { name: 'E2E Desk' } })).json()
    ).value;
  await page.request.put(`${DEMO_URL}/ops/merchants/demo/chat/operators/${op.id}/presence`, { headers: ops, data: { status: 'online' } });
  return op.id;
}

async function memberConversation(page: Page): Promise<number> {
  const list = await (await page.request.get(`${DEMO_URL}/ops/merchants/demo/chat/conversations`, { headers: ops })).json();
  return list.value.find((c: { account: string }) => c.account === 'player01').id;
}

async function answer(page: Page, conversation: number, operatorId: number, body: string) {
  const res = await page.request.post(`${DEMO_URL}/ops/merchants/demo/chat/conversations/${conversation}/messages`, {
    headers: ops,
    data: { operatorId, body },
  });
  expect(res.ok()).toBe(true);
}

test.describe('chat', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a logged-out home never loads the chat launcher', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(r.url()));
    await page.goto(`${DEMO_URL}/`);
    await page.locator('html[lang]').waitFor();
    // Settled: every lazy chunk the page asks for has been fetched (no request for 500 ms), not a guessed 1.5 s.
    await page.waitForLoadState('networkidle');
    await expect(chatButton(page)).toHaveCount(0);
    expect(chunks.filter((u) => /ChatLauncher|ChatWindow|ChatPage/.test(u))).toEqual([]);
  });

  test('member writes, operator answers through the ops API, the member sees it live; badge and receipts behave', async ({ page }) => {
    test.setTimeout(90_000);
    const operatorId = await deskOperator(page);
    await signIn(page);
    await expect(chatButton(page)).toBeVisible();
    await expect(page.getByTestId('chat-badge')).toHaveCount(0);

    await chatButton(page).click();
    await expect(chatWindow(page)).toBeVisible();
    const frame = chatFrame(page);
    await expect(frame.getByText('No messages yet. How can we help?')).toBeVisible();
    await frame.getByRole('textbox', { name: 'Message' }).fill('Hello from the e2e member');
    await frame.getByRole('textbox', { name: 'Message' }).press('Enter');
    const log = frame.getByRole('log', { name: 'Chat messages' });
    await expect(log).toContainText('Hello from the e2e member');
    await expect(log).toContainText('Sent');

    const conversation = await memberConversation(page);
    await answer(page, conversation, operatorId, 'Hi, the desk here. How can I help?');
    // live: no reload, the socket relays the event into the framed page
    await expect(log).toContainText('Hi, the desk here. How can I help?', { timeout: 5000 });
    await expect(log).toContainText('E2E Desk');
    // the operator's read receipt reaches the member live too
    const thread = await (
      await page.request.get(`${DEMO_URL}/ops/merchants/demo/chat/conversations/${conversation}/messages`, { headers: ops })
    ).json();
    const memberMessage = thread.value.messages.find((m: { sender: string }) => m.sender === 'member');
    await page.request.post(`${DEMO_URL}/ops/merchants/demo/chat/conversations/${conversation}/read`, {
      headers: ops,
      data: { upTo: memberMessage.id },
    });
    await expect(log.getByText(/· Read/)).toBeVisible({ timeout: 5000 });

    // closed window: an answer raises the badge live; opening reads it; closing refreshes the count
    await chatWindow(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(chatButton(page)).toBeVisible();
    await answer(page, conversation, operatorId, 'Anything else?');
    await expect(page.getByTestId('chat-badge')).toHaveText('1', { timeout: 5000 });
    await expect(chatButton(page)).toHaveAccessibleName('Open live chat, 1 unread');
    await shot(page, { path: test.info().outputPath('chat-badge.png') });
    await chatButton(page).click();
    await expect(chatFrame(page).getByRole('log')).toContainText('Anything else?');
    await chatWindow(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(page.getByTestId('chat-badge')).toHaveCount(0);

    // above 99 the badge shows dots
    for (let i = 0; i < 100; i += 20) {
      await Promise.all(Array.from({ length: 20 }, (_, j) => answer(page, conversation, operatorId, `bulk ${i + j}`)));
    }
    await page.reload();
    await expect(page.getByTestId('chat-badge')).toHaveText('...', { timeout: 10_000 });
  });

  test('after a drag the button snaps to the nearest corner (16 px side, 72 px edge); /seamless hides it', async ({ page }) => {
    await signIn(page);
    const button = chatButton(page);
    await expect(button).toBeVisible();
    const corners: [number, number, { x: number; y: number }][] = [
      [300, 200, { x: 16, y: 72 }],
      [1000, 150, { x: 1280 - 16 - 56, y: 72 }],
      [200, 700, { x: 16, y: 800 - 72 - 56 }],
      [1100, 650, { x: 1280 - 16 - 56, y: 800 - 72 - 56 }],
    ];
    for (const [x, y, want] of corners) {
      const box = (await button.boundingBox())!;
      await page.mouse.move(box.x + 28, box.y + 28);
      await page.mouse.down();
      await page.mouse.move(x, y, { steps: 8 });
      await page.mouse.up();
      await expect(chatWindow(page)).toHaveCount(0); // a drag does not open the window
      await expect.poll(async () => (await button.boundingBox())!).toMatchObject(want);
    }
    await page.goto(`${DEMO_URL}/seamless`);
    await page.waitForLoadState('networkidle');
    await expect(chatButton(page)).toHaveCount(0);
  });

  test("an external provider's token failure closes the window with a logged warning", async ({ page }) => {
    // A local fake provider that refuses every verify token.
    const provider = createServer((_req, res) => res.writeHead(403).end('denied'));
    await new Promise<void>((r) => provider.listen(41520, '127.0.0.1', r));
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    try {
      await page.request.put(`${DEMO_URL}/ops/merchants/demo/chat/settings`, {
        headers: ops,
        data: { mode: 'external', externalChatUrl: 'https://chat.vendor.test/room', externalVerifyUrl: 'http://127.0.0.1:41520/verify' },
      });
      await signIn(page);
      const verify = page.waitForResponse((r) => r.url().includes('/wps/support/chat/verify-token'));
      await chatButton(page).click();
      expect((await (await verify).json()).errorCode).toBe('live_chat_token_failed');
      await expect(chatWindow(page)).toHaveCount(0);
      await expect(chatButton(page)).toBeVisible();
      expect(warnings.some((w) => w.includes('live chat token failed'))).toBe(true);
    } finally {
      await page.request.put(`${DEMO_URL}/ops/merchants/demo/chat/settings`, { headers: ops, data: { mode: 'builtin' } });
      provider.close();
    }
  });

  test('a type 4 account is told a real account is needed, and no window stays open', async ({ page }) => {
    await signIn(page, 'EN', 'trial01');
    await chatButton(page).click();
    await expect(page.getByText('This needs a real account.')).toBeVisible();
    await expect(chatWindow(page)).toHaveCount(0);
  });

  test('axe finds no serious or critical violation on the open chat window and the chat page', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page);
    await chatButton(page).click();
    await expect(chatFrame(page).getByRole('textbox', { name: 'Message' })).toBeVisible();
    const serious = async () => {
      const results = await new AxeBuilder({ page }).include('[data-testid="chat-window"]').analyze();
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    expect(await serious()).toEqual([]);
    await page.goto(`${DEMO_URL}/chat?title=Help`);
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    const page2 = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(page2.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('the window resizes within 200–480 wide and at least 280 high', async ({ page }) => {
    await signIn(page);
    await chatButton(page).click();
    const win = chatWindow(page);
    await expect(win).toBeVisible();
    const handle = page.getByTestId('chat-window-resize');
    const drag = async (dx: number, dy: number) => {
      const h = (await handle.boundingBox())!;
      await page.mouse.move(h.x + 5, h.y + 5);
      await page.mouse.down();
      await page.mouse.move(h.x + 5 + dx, h.y + 5 + dy, { steps: 6 });
      await page.mouse.up();
    };
    await drag(-600, -100);
    expect((await win.boundingBox())!.width).toBe(480);
    await drag(600, 600);
    const small = (await win.boundingBox())!;
    expect(small.width).toBe(200);
    expect(small.height).toBe(280);
    // keyboard: the handle grows the window by 16 px per arrow press
    await handle.focus();
    await page.keyboard.press('ArrowLeft');
    expect((await win.boundingBox())!.width).toBe(216);
    // the header moves the window and Escape closes it
    await page.getByTestId('chat-window-header').focus();
    await page.keyboard.press('Escape');
    await expect(win).toHaveCount(0);
  });
});

for (const [label, viewport] of [
  ['1280', { width: 1280, height: 800 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  for (const language of ['EN', 'CN'] as const) {
    test(`screenshot ${language} at ${label}`, async ({ page }, info) => {
      await page.setViewportSize(viewport);
      await signIn(page, language);
      await chatButton(page).click();
      await expect(chatFrame(page).getByRole('log')).toBeVisible();
      // The window's opening transition has ended (not a guessed 0.5 s); then nothing sticks out.
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
      );
      if (label === '390') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The pictures (and docs/screenshots' copies) when asked, E2E_SCREENS=1 (e2e/screens.ts).
      if (!SCREENS) return;
      await page.waitForLoadState('networkidle');
      const path = info.outputPath(`chat-${language.toLowerCase()}-${label}.png`);
      await page.screenshot({ path });
      if (language === 'EN') {
        mkdirSync('../docs/screenshots', { recursive: true });
        copyFileSync(path, `../docs/screenshots/chat-${language.toLowerCase()}-${label}.png`);
      }
    });
  }
}
