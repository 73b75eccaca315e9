import { recoveryCodesSchema, totpSetupSchema } from '@arcadia/contract/two-factor';
import { apiSend } from '../../../lib/api-client';

/** POST …/twoFactor/totp: a new secret and its QR code, pending until confirmed. */
export const startTotp = () => apiSend('POST', '/wps/v2/member/twoFactor/totp', totpSetupSchema, { background: true });

/** POST …/twoFactor/totp/confirm: the first code proves the app; answers the recovery codes once. */
export const confirmTotp = (authCode: string) =>
  apiSend('POST', '/wps/v2/member/twoFactor/totp/confirm', recoveryCodesSchema, { body: { authCode }, background: true });
