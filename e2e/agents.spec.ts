import { expect, type Page, test } from '@playwright/test';
import { memberToken } from './members';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';
import { signInFast } from './session';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const header = (page: Page) => page.locator('header').first();
const centre = (page: Page, kind: 'member' | 'agent') =>
  page.getByRole('dialog', { name: kind === 'member' ? /^(Member centre|会员中心)$/ : /^(Agent centre|代理中心)$/ });
const contractModal = (page: Page) => page.getByRole('dialog', { name: /Contract requests|合约申请/ });

async function signIn(page: Page, username: string, name: string, language = 'EN') {
  await signInFast(page, username, { language });
  await expect(header(page)).toContainText(name);
}

/** Opens a centre from the header, or from the menu on phones (the header has no room there). */
async function openCentre(page: Page, kind: 'member' | 'agent') {
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.locator('[aria-controls="arcadia-mobile-nav"]').click();
    await page.getByTestId(`nav-open-${kind}-centre`).click();
  } else await header(page).getByTestId(`open-${kind}-centre`).click();
}

/**
 * Opens a centre from the header right after a page load. Under a loaded machine the centre now
 * and then did not show within 5 s of a first click after reload() (seen twice in 2026-11 runs).
 * The likeliest cause: the first click fetches the centres' code, and slow responses reproduce the
 * wait, though not a lost click. Since then the loading cover answers the click at once
 * (member-centre.spec). The click is still repeated until the drawer shows, which is what a user
 * would do.
 */
async function openFromHeader(page: Page, kind: 'member' | 'agent') {
  await expect(async () => {
    if (!(await centre(page, kind).isVisible())) await header(page).getByTestId(`open-${kind}-centre`).click();
    await expect(centre(page, kind)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** The member's own API call, with the session the browser holds. */
async function asMember(page: Page, path: string, data: object) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await page.request.post(`${DEMO_URL}${path}`, { headers: { merchant: 'demo', authorization: `Bearer ${token}` }, data });
  return res.json();
}

test.describe.configure({ mode: 'serial' });

test('agent01 proposes a daily salary; player01 accepts it in the modal, bets, and both read the settled statement', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(180_000);
  // A retry starts clean: an earlier attempt may have left its contract pending or active.
  const auth = { merchant: 'demo', authorization: `Bearer ${await memberToken(request, 'player01')}` };
  const held = await (await request.get(`${DEMO_URL}/wps/agent/contracts?side=held&kind=DAILY`, { headers: auth })).json();
  for (const c of held.value as { id: number; status: string }[])
    if (c.status === 'P' || c.status === 'V')
      await request.post(`${DEMO_URL}/wps/agent/contract/daily-salary`, {
        headers: auth,
        data: { id: c.id, status: c.status === 'P' ? 'R' : 'C' },
      });
  // 1. The agent proposes 10% of the team's daily bets from a volume of 1 with one active member.
  const agent = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(agent, 'agent01', 'Agent One');
  await openFromHeader(agent, 'agent');
  const agentCentre = centre(agent, 'agent');
  await expect(agentCentre.getByTestId('centre-page-agentTeamOverview')).toBeVisible();
  await expect(agentCentre.getByTestId('overview-teamSize')).toHaveText('1');
  const row = agentCentre.getByTestId('team-member').filter({ hasText: 'player01' });
  await row.getByRole('button', { name: 'Propose contract' }).click();
  const form = agent.getByRole('dialog', { name: 'Propose a contract to player01' });
  await form.getByLabel('Team bet volume').fill('1');
  await form.getByLabel('Active members').fill('1');
  await form.getByLabel('Pay').fill('10');
  await shot(agent, { path: info.outputPath('agents-propose-en-1280.png') });
  await form.getByRole('button', { name: 'Propose' }).click();
  await expect(agent.getByText('Contract proposed to player01.')).toBeVisible();

  // 2. player01 signs in: the consolidated modal shows the new request; accepting moves it to termination.
  const player = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(player, 'player01', 'Player One');
  const modal = contractModal(player);
  await expect(modal).toBeVisible();
  const offer = modal.getByRole('region', { name: 'New requests' }).getByTestId('contract-DAILY');
  await expect(offer).toContainText('Pending');
  await expect(offer).toContainText('10%');
  await shot(player, { path: info.outputPath('agents-modal-en-1280.png') });
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(player.getByText('Done — your answer was saved.')).toBeVisible();
  await expect(modal.getByRole('region', { name: 'Active contracts (termination)' }).getByTestId('contract-DAILY')).toContainText('Active');
  await expect(modal.getByRole('region', { name: 'New requests' })).toContainText('No new requests.');
  await modal.getByRole('button', { name: 'Later' }).click();

  // 3. player01 bets 3 × 1.00 on the house slot; an operator runs the settlement (closing today early).
  const funded = await player.request.post(`${DEMO_URL}/ops/merchants/demo/members/player01/adjust`, {
    headers: ops,
    data: { amount: '20', key: `e2e-agents-${Date.now()}`, remarks: 'e2e agents', popup: false },
  });
  expect(funded.ok()).toBe(true);
  // The salary comes out of agent01's own wallet: fund it (an unfunded agent leaves it "awaiting funds").
  const agentFunded = await player.request.post(`${DEMO_URL}/ops/merchants/demo/members/agent01/adjust`, {
    headers: ops,
    data: { amount: '10', key: `e2e-agents-agent-${Date.now()}`, remarks: 'e2e agents', popup: false },
  });
  expect(agentFunded.ok()).toBe(true);
  for (let i = 0; i < 3; i++)
    expect((await asMember(player, '/wps/house/slot/spin', { amount: '1.00', key: `e2e-ag-${Date.now()}-${i}` })).success).toBe(true);
  const asOf = new Date(Date.now() + 86_400_000).toISOString();
  const settled = await player.request.post(`${DEMO_URL}/ops/merchants/demo/agents/settle`, { headers: ops, data: { asOf } });
  expect((await settled.json()).success).toBe(true);

  // 4. Both read the statement: 10% of 3.00 = 0.30, paid by agent01.
  await player.reload();
  await openFromHeader(player, 'member');
  await centre(player, 'member').getByTestId('centre-tab-playerMRDailySalary').click();
  const received = centre(player, 'member').getByTestId('statement-row').first();
  await expect(received).toContainText('agent01');
  await expect(received).toContainText('0.30');
  await expect(received).toContainText('Paid');
  await shot(player, { path: info.outputPath('agents-player-salary-en-1280.png') });

  await agent.reload();
  await openFromHeader(agent, 'agent');
  await centre(agent, 'agent').getByTestId('centre-tab-agentDailyWages2').click();
  await centre(agent, 'agent').getByText('Paid to downline', { exact: true }).click();
  const paid = centre(agent, 'agent').getByTestId('statement-row').filter({ hasText: 'player01' }).first();
  await expect(paid).toContainText('0.30');
  await expect(paid).toContainText('Paid');
  await shot(agent, { path: info.outputPath('agents-agent-wages-en-1280.png') });
  await agent.close();
  await player.close();
});

test('in Chinese at 390 px player01 manages the contract and terminates it', async ({ browser }, info) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(page, 'player01', 'Player One', 'CN');
  await openCentre(page, 'member');
  const member = page.getByRole('dialog', { name: '会员中心' });
  await member.getByTestId('centre-tab-playerMRDailySalary').click();
  await expect(member.getByTestId('statement-row').first()).toContainText('已发放');
  await shot(page, { path: info.outputPath('agents-player-salary-cn-390.png'), fullPage: true });
  await member.getByRole('button', { name: '处理合约' }).click();
  const modal = contractModal(page);
  const active = modal.getByRole('region', { name: '生效中的合约(可终止)' }).getByTestId('contract-DAILY');
  await expect(active).toContainText('生效中');
  await shot(page, { path: info.outputPath('agents-modal-cn-390.png') });
  await active.getByRole('button', { name: '终止' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(modal.getByRole('region', { name: '生效中的合约(可终止)' })).toContainText('暂无生效中的合约。');
  await page.close();
});

test('in Chinese at 1280 px agent01 sees the team overview and the register centre', async ({ browser }, info) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, 'agent01', 'Agent One', 'CN');
  // Right after the sign-in's page load, like openFromHeader's reload: a first click can come before the centre's code.
  await openFromHeader(page, 'agent');
  const agent = page.getByRole('dialog', { name: '代理中心' });
  await expect(agent.getByTestId('overview-bets')).toBeVisible();
  await shot(page, { path: info.outputPath('agents-overview-cn-1280.png') });
  await agent.getByTestId('centre-tab-registerCenter').click();
  await expect(agent.getByText('您的返水:2.00%(下级不能高于此值)')).toBeVisible();
  await shot(page, { path: info.outputPath('agents-register-cn-1280.png') });
  await page.close();
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(phone, 'agent01', 'Agent One');
  await openCentre(phone, 'agent');
  await expect(centre(phone, 'agent').getByTestId('overview-teamSize')).toHaveText('1');
  await shot(phone, { path: info.outputPath('agents-overview-en-390.png'), fullPage: true });
  await phone.close();
});
