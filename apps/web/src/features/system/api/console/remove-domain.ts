import { siteDomainSchema } from '@arcadia/contract/system';
import { z } from 'zod';
import { apiSend } from '../../../../lib/api-client';
import { siteOpts, sitePath, useSiteMutation } from './keys';

/** DELETE /ops/merchants/:code/domains/:host — the server refuses the primary host. */
export const removeDomain = (code: string, host: string) =>
  apiSend('DELETE', sitePath(code, `domains/${encodeURIComponent(host)}`), z.array(siteDomainSchema), siteOpts());
export const useRemoveDomain = (code: string) => useSiteMutation(code, (host: string) => removeDomain(code, host));
