import type { ResetByLinkPayload } from '@arcadia/contract/password-recovery';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/payload-crypto';

/** POST /wps/member/password/reset (encrypted): the e-mailed link's token and the new password. */
export async function resetByLink(payload: ResetByLinkPayload) {
  const body = await encryptPayload(payload);
  return apiSend('POST', '/wps/member/password/reset', z.null(), { body, background: true, nullable: true });
}
