import { type SiteDomain, siteDomainSchema } from '@arcadia/contract/system';
import { z } from 'zod';
import { apiSend } from '../../../../lib/api-client';
import { siteOpts, sitePath, useSiteMutation } from './keys';

export type NewDomain = { host: string; kind: SiteDomain['kind'] };
/** POST /ops/merchants/:code/domains */
export const addDomain = (code: string, body: NewDomain) =>
  apiSend('POST', sitePath(code, 'domains'), z.array(siteDomainSchema), { ...siteOpts(), body });
export const useAddDomain = (code: string) => useSiteMutation(code, (d: NewDomain) => addDomain(code, d));
