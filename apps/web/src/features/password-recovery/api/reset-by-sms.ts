import type { RecoveryVerificationPayload } from '@arcadia/contract/password-recovery';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/payload-crypto';

/** POST /wps/member/password/verification (encrypted): the SMS code and the new password. */
export async function resetBySms(payload: RecoveryVerificationPayload) {
  const body = await encryptPayload(payload);
  return apiSend('POST', '/wps/member/password/verification', z.null(), { body, background: true, nullable: true });
}
