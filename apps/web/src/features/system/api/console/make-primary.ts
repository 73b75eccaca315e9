import { siteDomainSchema } from '@arcadia/contract/system';
import { z } from 'zod';
import { apiSend } from '../../../../lib/api-client';
import { siteOpts, sitePath, useSiteMutation } from './keys';

/** POST /ops/merchants/:code/domains/:host/primary — moves the primary flag to a site host (ADR 032). */
export const makePrimaryDomain = (code: string, host: string) =>
  apiSend('POST', sitePath(code, `domains/${encodeURIComponent(host)}/primary`), z.array(siteDomainSchema), siteOpts());
export const useMakePrimaryDomain = (code: string) => useSiteMutation(code, (host: string) => makePrimaryDomain(code, host));
