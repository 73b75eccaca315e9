/** A console operator signed in with TOTP, for any feature's ops API tests (the ops feature's own helper). */
export { operator } from '../features/ops/__tests__/ops.console.helpers.js';

import { sql } from 'drizzle-orm';
import type { TestApp } from './harness.js';

/** The console's audit entries of one action, oldest first (operator payouts, adjustments). */
export const auditOf = async (t: TestApp, action: string) =>
  (
    (await t.database.db.execute(sql`select actor, before, after from ops_audit where action = ${action} order by id`)) as unknown as {
      rows: { actor: string; before: unknown; after: unknown }[];
    }
  ).rows;
