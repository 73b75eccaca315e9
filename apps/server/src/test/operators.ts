/** A console operator signed in with TOTP, for any feature's ops API tests (the ops feature's own helper). */
export { operator } from '../features/ops/__tests__/ops.console.helpers.js';

import type { OpsRole } from '@arcadia/contract/ops';
import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { TestApp } from './harness.js';

/** The console's audit entries of one action, oldest first (operator payouts, adjustments). */
export const auditOf = async (t: TestApp, action: string) =>
  (
    (await t.database.db.execute(sql`select actor, before, after from ops_audit where action = ${action} order by id`)) as unknown as {
      rows: { actor: string; before: unknown; after: unknown }[];
    }
  ).rows;

/** A demo operator of a test file, signed in through the service with the code an authenticator shows. */
export async function signedInOperator(t: TestApp, username: string, role: OpsRole): Promise<string> {
  const merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
  const password = 'finance test password';
  const { totpSecret } = await t.features.ops.service.createOperator({ username, password, role, merchantId });
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(totpSecret) }).generate({ timestamp: t.clock.now().getTime() });
  return (await t.features.ops.service.login({ username, password, totp }, '127.0.0.1')).token;
}

/** An ops call as a given operator (console token) or with the machine token. */
export const call = (t: TestApp, token: string) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, language: 'EN' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
