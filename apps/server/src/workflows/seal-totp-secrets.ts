import type { OpsService } from '../features/ops/index.js';
import type { TwoFactorService } from '../features/two-factor/index.js';

/**
 * A start-up step (main.ts): every TOTP secret, members' and operators', ends up sealed with the
 * current key — rows from before ADR 040 were plain text, and after a key rotation some carry an
 * older key. Reads re-seal lazily too, but an account nobody signs in to would otherwise stay
 * readable in a database dump for ever. Each row is swapped with a conditional write, so instances
 * starting together, or a member re-enrolling meanwhile, cannot lose a secret.
 */
export async function sealTotpSecrets(f: {
  twoFactor: { service: Pick<TwoFactorService, 'sealStoredSecrets'> };
  ops: { service: Pick<OpsService, 'sealStoredSecrets'> };
}): Promise<{ members: number; operators: number }> {
  const members = await f.twoFactor.service.sealStoredSecrets();
  const operators = await f.ops.service.sealStoredSecrets();
  return { members, operators };
}
