import { type OpsLoginInput, opsLoginResultSchema } from '@arcadia/contract/ops';
import { apiSend } from '../../../lib/api-client';

/** POST /ops/auth/login: password and authenticator code. The form shows a refusal itself. */
export const opsLogin = (body: OpsLoginInput) =>
  apiSend('POST', '/ops/auth/login', opsLoginResultSchema, { body, background: true, token: '' });
