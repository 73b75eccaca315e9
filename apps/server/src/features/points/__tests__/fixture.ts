import { Big } from '@arcadia/contract';
import { hashPassword } from '../../../platform/crypto/password.js';
import type { TestApp } from '../../../test/harness.js';

export const PAY_PASSWORD = 'pay123456';
export const LOGIN_PASSWORD = 'abc12345';
let hashes: Promise<{ login: string; pay: string }> | null = null;

/** A member with a payment password, points and money (hashed once: argon2 costs ~60 ms a hash). */
export async function fundedMember(t: TestApp, merchantId: number, account: string, funds: { points?: string; money?: string }) {
  hashes ??= Promise.all([hashPassword(LOGIN_PASSWORD), hashPassword(PAY_PASSWORD)]).then(([login, pay]) => ({ login, pay }));
  const h = await hashes;
  const member = await t.features.accounts.service.create({
    merchantId,
    account,
    nickname: account,
    passwordHash: h.login,
    paymentPasswordHash: h.pay,
  });
  if (funds.points)
    await t.features.points.service.adjust(merchantId, member.id, funds.points, `seed-${account}`, { name: 'test-seed', operatorId: null });
  if (funds.money)
    await t.features.wallet.service.credit({
      merchantId,
      memberId: member.id,
      amount: funds.money,
      key: `seed-${account}`,
      source: 'DEPOSIT',
    });
  return member.id;
}

/** What a member holds: points, main-wallet money. */
export async function holdings(t: TestApp, merchantId: number, memberId: number) {
  const points = (await t.features.points.service.balance(merchantId, memberId)).pointBalance;
  t.features.wallet.service.onChanged(`${merchantId}:${memberId}`);
  const w = await t.features.wallet.service.balance(merchantId, memberId);
  return { points, money: new Big(w.balance.find((b) => b.accountName === 'MAIN')?.availBalance ?? 0).toFixed(4) };
}

/** A reward of the demo merchant's type 1 with the given prices and stock. */
export async function addReward(
  t: TestApp,
  merchantId: number,
  r: { price: string | null; mp?: [string, string]; inventory: number; name?: string },
) {
  return t.features.points.service.catalogue.createReward(merchantId, {
    type: 1,
    name: r.name ?? 'Test item',
    chineseName: '测试商品',
    price: r.price,
    mpPointAmount: r.mp?.[0] ?? null,
    mpMoneyAmount: r.mp?.[1] ?? null,
    displayPointMoneyAmt: r.mp ? 'Y' : 'N',
    inventory: r.inventory,
  });
}

export const form = { province: 'Guangdong', name: 'Li Lei', address: '1 Main Road, Shenzhen', telphone: '13800000002' };
