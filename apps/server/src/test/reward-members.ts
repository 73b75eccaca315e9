import { hashPassword } from '../platform/crypto/password.js';
import { authed, login, memberIds, type TestApp } from './harness.js';

export const PASSWORD = 'abc12345';

/** A member of the test's own (player01 is shared with other tests), signed in. */
export async function freshMember(t: TestApp, account: string) {
  const { merchantId } = await memberIds(t, 'demo', 'player01');
  const member = await t.features.accounts.service.create({
    merchantId,
    account,
    nickname: account,
    passwordHash: await hashPassword(PASSWORD),
  });
  const signIn = async () => {
    const res = await login(t, 'demo', { username: account, password: PASSWORD });
    if (!res.body.success) throw new Error(`sign-in of ${account} failed: ${JSON.stringify(res.body)}`);
    return authed('demo', res.body.value.token as string);
  };
  const balance = async () => (await t.features.wallet.service.balance(merchantId, member.id)).sumBalance;
  const m = {
    merchantId,
    memberId: member.id,
    headers: await signIn(),
    balance,
    /** Moves the test clock and signs in again (a session idles out across the hours a test skips). */
    at: async (iso: string) => {
      t.clock.set(iso);
      m.headers = await signIn();
    },
  };
  return m;
}

/** An approved manual deposit, the way a member and an operator make one. */
export async function approvedDeposit(t: TestApp, m: { merchantId: number; memberId: number }, amount: string, key: string) {
  const req = await t.features.cashier.service.deposit(m.merchantId, m.memberId, { amount, reference: key, channel: 'manual', key });
  return t.features.cashier.service.decide(m.merchantId, req.id, 'approved', 'ok');
}

/**
 * One digest per table of every row in the database: equal before and after a request means the
 * request wrote nothing (the tests of read-only GETs).
 */
export async function databaseFingerprint(t: TestApp): Promise<Record<string, string>> {
  const run = async <R>(q: string) => ((await t.database.db.execute(q as never)) as unknown as { rows: R[] }).rows;
  const tables = await run<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [r] = await run<{ digest: string | null }>(`select md5(string_agg(x::text, '|' order by x::text)) as digest from "${name}" x`);
    out[name] = r?.digest ?? '';
  }
  return out;
}
