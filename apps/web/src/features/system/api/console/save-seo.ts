import { type SeoConfig, seoConfigSchema } from '@arcadia/contract/system';
import { apiSend } from '../../../../lib/api-client';
import { siteOpts, sitePath, useSiteMutation } from './keys';

/** PUT /ops/merchants/:code/seo — the whole map of path → title, description, canonical. */
export const saveSeo = (code: string, seo: SeoConfig) =>
  apiSend('PUT', sitePath(code, 'seo'), seoConfigSchema, { ...siteOpts(), body: { seo } });
export const useSaveSeo = (code: string) => useSiteMutation(code, (seo: SeoConfig) => saveSeo(code, seo));
