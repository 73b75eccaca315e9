import { type CopyrightInput, opsSiteSchema } from '@arcadia/contract/system';
import { apiSend } from '../../../../lib/api-client';
import { siteOpts, sitePath, useSiteMutation } from './keys';

const savedSchema = opsSiteSchema.pick({ copyright: true, copyrightTranslations: true });

/** PUT /ops/merchants/:code/copyright — the footer line and its per-language variants, together. */
export const saveCopyright = (code: string, input: CopyrightInput) =>
  apiSend('PUT', sitePath(code, 'copyright'), savedSchema, { ...siteOpts(), body: input });
export const useSaveCopyright = (code: string) => useSiteMutation(code, (input: CopyrightInput) => saveCopyright(code, input));
