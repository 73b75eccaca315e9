import { affiliateResultSchema } from '@arcadia/contract/registration';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/agent/affiliate. A failure carries the merchant's affiliate setting in `details`. */
export const lookupAffiliate = (affiliateCode: string) =>
  apiGet('/wps/agent/affiliate', affiliateResultSchema, { query: { affiliateCode }, background: true });
