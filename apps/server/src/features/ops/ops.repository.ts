import type { Db } from '../../platform/db/client.js';
import { opsAudit } from './ops.tables.js';

export class OpsRepository {
  constructor(private readonly db: Db) {}

  async audit(values: typeof opsAudit.$inferInsert): Promise<void> {
    await this.db.insert(opsAudit).values(values);
  }
}
